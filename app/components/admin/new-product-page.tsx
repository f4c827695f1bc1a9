import type { ProductEditorActionData } from "~/lib/product-editor";
import { AdminBackLink, AdminPageHeading } from "./admin-table";
import { ProductForm, type TaxonomyChoices } from "./product-form";

/** The form that adds a product to the store. */
export function NewProductPage({
  choices,
  result,
}: {
  choices: TaxonomyChoices;
  result: ProductEditorActionData | undefined;
}) {
  return (
    <>
      <AdminBackLink to="/admin/products">Products</AdminBackLink>
      <AdminPageHeading title="Add a product">
        It is in the store as soon as it is added. Photos are uploaded on its page once it is saved.
      </AdminPageHeading>
      <ProductForm mode="new" product={null} choices={choices} serverErrors={result?.fieldErrors} />
    </>
  );
}
