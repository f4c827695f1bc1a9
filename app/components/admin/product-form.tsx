import { Form } from "react-router";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms";
import { optionalDecimalDollars } from "~/lib/money";
import {
  DIETARY_LABELS,
  dietaryFieldName,
  FAQ_SLOTS,
  faqFieldNames,
  PRODUCT_TEXT_MAX,
  type ProductDraft,
} from "~/lib/product-editor";
import { newProductFormSchema, productFormSchema } from "~/lib/product-editor.schema";
import { FormCheckbox, FormSection } from "./form-section";
import { LabelledSelect } from "./labelled-select";

export type TaxonomyChoices = {
  categories: { value: string; label: string }[];
  brands: { value: string; label: string }[];
};

type Props = {
  /** A new product also asks for the units on the shelf; later changes go through the stock page. */
  mode: "new" | "edit";
  product: ProductDraft | null;
  choices: TaxonomyChoices;
  serverErrors: FieldErrors | undefined;
};

const amount = optionalDecimalDollars;

/**
 * Every field the storefront shows of a product, checked in the browser with the schema the action uses.
 * Works before JavaScript loads: plain fields, native selects and checkboxes.
 */
export function ProductForm({ mode, product, choices, serverErrors }: Props) {
  const schema = mode === "new" ? newProductFormSchema : productFormSchema;
  const { errors, onSubmit, onChange } = useCheckedForm(schema, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-6">
      <input type="hidden" name="intent" value="save" />
      <FormSection title="Name and address">
        <FormField
          label="Name"
          name="title"
          defaultValue={product?.title}
          maxLength={PRODUCT_TEXT_MAX.title}
          error={errors.title}
        />
        <FormField
          label="Address"
          name="slug"
          defaultValue={product?.slug}
          maxLength={PRODUCT_TEXT_MAX.slug}
          hint={
            mode === "new"
              ? "The end of the product's address: /product/… Leave it empty to make it from the name."
              : "The end of the product's address: /product/… Changing it keeps the old address working."
          }
          error={errors.slug}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledSelect
            label="Category"
            name="category"
            defaultValue={product?.category ?? choices.categories[0]?.value}
            options={choices.categories}
            error={errors.category}
          />
          <LabelledSelect
            label="Brand"
            name="brandSlug"
            defaultValue={product?.brandSlug ?? ""}
            options={[{ value: "", label: "No brand" }, ...choices.brands]}
            error={errors.brandSlug}
          />
        </div>
      </FormSection>
      <FormSection title="Prices">
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label="Price ($)"
            name="price"
            inputMode="decimal"
            defaultValue={amount(product?.priceCents)}
            error={errors.price}
          />
          <FormField
            label="Sale price ($)"
            name="salePrice"
            inputMode="decimal"
            defaultValue={amount(product?.salePriceCents)}
            hint="Optional. Shown with the price struck through."
            error={errors.salePrice}
          />
          <FormField
            label="Subscribe & Save price ($)"
            name="subscriptionPrice"
            inputMode="decimal"
            defaultValue={amount(product?.subscriptionPriceCents)}
            hint="Optional. Empty offers no subscription."
            error={errors.subscriptionPrice}
          />
        </div>
        {mode === "new" && (
          <FormField
            label="Units in stock"
            name="stock"
            inputMode="numeric"
            defaultValue="0"
            hint="Booked as the opening count, shared out evenly among the flavours; count each flavour on the Stock page."
            error={errors.stock}
            className="sm:w-60"
          />
        )}
      </FormSection>
      <FormSection title="Description and details">
        <FormField
          label="Description"
          name="description"
          multiline
          defaultValue={product?.description}
          maxLength={PRODUCT_TEXT_MAX.description}
          error={errors.description}
        />
        <FormField
          label="Ingredients"
          name="ingredients"
          multiline
          defaultValue={product?.ingredients}
          maxLength={PRODUCT_TEXT_MAX.ingredients}
          hint="Optional."
          error={errors.ingredients}
        />
        <FormField
          label="Directions"
          name="directions"
          multiline
          defaultValue={product?.directions}
          maxLength={PRODUCT_TEXT_MAX.directions}
          hint="Optional."
          error={errors.directions}
        />
        <FormField
          label="Flavours"
          name="flavors"
          multiline
          defaultValue={product?.flavors.join("\n")}
          hint="One per line, in the order the product page lists them. Each has its own SKU and stock. Empty: no flavours."
          error={errors.flavors}
        />
        <FormField
          label="Search tags"
          name="tags"
          defaultValue={product?.tags.join(", ")}
          hint="Words shoppers may search for, separated by commas, like whey, isolate, lean muscle."
          error={errors.tags}
        />
        <fieldset>
          <legend className="text-sm font-semibold">Dietary</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-4">
            {DIETARY_LABELS.map((label) => (
              <FormCheckbox
                key={label}
                name={dietaryFieldName(label)}
                label={label}
                defaultChecked={product?.dietary.includes(label)}
              />
            ))}
          </div>
        </fieldset>
      </FormSection>
      <FormSection title="Questions and answers">
        <p className="text-sm text-muted-foreground">Shown on the product page. Leave a pair empty to leave it out.</p>
        {Array.from({ length: FAQ_SLOTS }, (_, index) => {
          const names = faqFieldNames(index + 1);
          const faq = product?.faqs[index];
          return (
            <fieldset key={names.question} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold">Question {index + 1}</legend>
              <FormField
                label="Question"
                name={names.question}
                defaultValue={faq?.question}
                maxLength={PRODUCT_TEXT_MAX.faqQuestion}
                error={errors[names.question]}
              />
              <FormField
                label="Answer"
                name={names.answer}
                defaultValue={faq?.answer}
                maxLength={PRODUCT_TEXT_MAX.faqAnswer}
                error={errors[names.answer]}
              />
            </fieldset>
          );
        })}
      </FormSection>
      <FormSection title="Flags">
        <div className="flex flex-wrap gap-6">
          <FormCheckbox name="bestSeller" label="Best Seller" defaultChecked={product?.bestSeller} />
          <FormCheckbox name="featured" label="Featured on the home page" defaultChecked={product?.featured} />
        </div>
      </FormSection>
      <Button type="submit" variant="ink" className="h-11 sm:w-fit">
        {mode === "new" ? "Add the product" : "Save changes"}
      </Button>
    </Form>
  );
}
