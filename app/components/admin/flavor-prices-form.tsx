import { Form } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { type FlavorPriceList, flavorPriceFields } from "~/lib/flavor-prices.schema";
import { formatCents, optionalDecimalDollars } from "~/lib/money";
import type { ProductEditorActionData } from "~/lib/product-editor";
import { FormSection } from "./form-section";

type Props = {
  prices: FlavorPriceList;
  result: ProductEditorActionData | undefined;
};

/**
 * Each flavour's own price and sale price, for a product with flavours. Empty fields follow the
 * product's prices, which its cards, filters and sorting show.
 */
export function FlavorPricesForm({ prices, result }: Props) {
  const errors = result?.intent === "flavor-prices" ? (result.fieldErrors ?? {}) : {};
  const productPrice = formatCents(prices.salePriceCents ?? prices.priceCents);
  return (
    <Form method="post" noValidate className="mt-6">
      <input type="hidden" name="intent" value="flavor-prices" />
      <FormSection title="Prices by flavor">
        <p className="text-sm text-muted-foreground">
          Leave a flavor's fields empty to sell it at the product's price ({productPrice}). Cards, filters and sorting
          show the product's price.
        </p>
        {prices.variants.map((variant) => {
          const names = flavorPriceFields(variant.sku);
          return (
            <fieldset key={variant.sku} className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start">
              <legend className="sr-only">{variant.flavor}</legend>
              <span aria-hidden="true" className="font-semibold sm:pt-8">
                {variant.flavor}
              </span>
              <FormField
                label={`${variant.flavor} price ($)`}
                name={names.price}
                inputMode="decimal"
                defaultValue={optionalDecimalDollars(variant.priceCents)}
                error={errors[names.price]}
              />
              <FormField
                label={`${variant.flavor} sale price ($)`}
                name={names.sale}
                inputMode="decimal"
                defaultValue={optionalDecimalDollars(variant.salePriceCents)}
                error={errors[names.sale]}
              />
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" className="h-11">
            Save flavor prices
          </Button>
        </div>
      </FormSection>
    </Form>
  );
}
