import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { StateBadge } from "~/components/ui/state-badge";
import type { FlavorPriceList } from "~/lib/flavor-prices.schema";
import type { EditableProduct, ProductEditorActionData } from "~/lib/product-editor";
import { AdminBackLink, AdminPageHeading } from "./admin-table";
import { FlavorPricesForm } from "./flavor-prices-form";
import { ProductForm, type TaxonomyChoices } from "./product-form";

type Props = {
  product: EditableProduct;
  flavorPrices: FlavorPriceList | null;
  choices: TaxonomyChoices;
  /** Set once, on the page the new-product form lands on. */
  created: boolean;
  result: ProductEditorActionData | undefined;
};

/** One product in the editor: its state, what can be done with it, and the form. */
export function ProductEditorPage({ product, flavorPrices, choices, created, result }: Props) {
  const archived = product.archivedAt !== null;
  return (
    <>
      <AdminBackLink to="/admin/products">Products</AdminBackLink>
      <AdminPageHeading title={product.title}>
        {archived ? (
          "Archived: shoppers cannot find or buy it. Its orders and reviews are kept."
        ) : (
          <>
            In the store at{" "}
            <Link to={`/product/${product.slug}`} className="underline underline-offset-2">
              /product/{product.slug}
            </Link>
          </>
        )}
      </AdminPageHeading>
      <div className="flex flex-wrap items-center gap-3">
        {archived && <StateBadge label="Archived" tone="off" />}
        <span className="text-sm">
          <span className="tabular-nums">{product.stock}</span> in stock ·{" "}
          <Link to={`/admin/stock/${product.id}`} className="underline underline-offset-2">
            Correct the count
          </Link>
        </span>
        <span className="text-sm text-muted-foreground">
          {product.reviewCount === 1 ? "1 review" : `${product.reviewCount} reviews`}
          {product.reviewCount > 0 && `, rated ${product.rating.toFixed(1)}`}
        </span>
      </div>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {created && !result && <FormAlert tone="success">{createdMessage(product)}</FormAlert>}
        {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        {result?.fieldErrors && (
          <FormAlert>
            {result.intent === "flavor-prices"
              ? "Some flavor prices need a change before they can be saved: see the messages below."
              : "Some fields need a change before the product can be saved: see the messages below."}
          </FormAlert>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline" className="h-11">
          <Link to={`/admin/products/${product.id}/photos`}>Photos ({product.images.length})</Link>
        </Button>
        <Form method="post">
          <input type="hidden" name="intent" value={archived ? "restore" : "archive"} />
          <Button type="submit" variant="outline" className="h-11">
            {archived ? "Put it back in the store" : "Archive"}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <Button type="submit" variant="outline" className="h-11">
            Duplicate
          </Button>
        </Form>
      </div>
      {product.oldSlugs.length > 0 && (
        <p className="mt-4 text-sm text-muted-foreground">
          Older addresses, which lead here: {product.oldSlugs.map((slug) => `/product/${slug}`).join(", ")}
        </p>
      )}
      <div className="mt-6">
        {/* A new key after each save: the fields show what was stored, not what the form last held. */}
        <ProductForm
          key={`${product.id}-${result?.done ?? ""}`}
          mode="edit"
          product={product}
          choices={choices}
          serverErrors={result?.intent === "save" ? result.fieldErrors : undefined}
        />
      </div>
      {flavorPrices && product.flavors.length > 0 && (
        <FlavorPricesForm key={`prices-${result?.done ?? ""}`} prices={flavorPrices} result={result} />
      )}
    </>
  );
}

function createdMessage(product: EditableProduct): string {
  return product.archivedAt === null
    ? `${product.title} is in the store.`
    : `${product.title} was made as an archived copy: edit it, then put it in the store.`;
}
