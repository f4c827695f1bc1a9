import { useState } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import {
  ADJUSTMENT_NOTE_MAX,
  STOCK_MOVEMENT_LABELS,
  type StockActionData,
  type StockMovement,
  type StockPageProduct,
} from "~/lib/stock-ledger";
import { lowStockThresholdSchema, stockAdjustmentSchema } from "~/lib/stock-ledger.schema";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminBackLink, AdminPageHeading, AdminTable } from "./admin-table";
import { LabelledSelect } from "./labelled-select";
import { StockBadge } from "./stock-page";

type Props = { product: StockPageProduct; movements: StockMovement[]; result: StockActionData | undefined };

const only = (result: StockActionData | undefined, intent: string) => (result?.intent === intent ? result : undefined);

/** "+24", "−3": the sign is always written, so a taking is never read as an adding. */
function signed(units: number): string {
  return units > 0 ? `+${units}` : `−${Math.abs(units)}`;
}

/** One product's count, the form that corrects it, and its ledger: every change with why and who. */
export function StockLedgerPage({ product, movements, result }: Props) {
  const { errors, onSubmit, onChange } = useCheckedForm(stockAdjustmentSchema, only(result, "adjust")?.fieldErrors);
  return (
    <>
      <AdminBackLink to="/admin/stock">Stock</AdminBackLink>
      <AdminPageHeading title={product.title}>
        <span className="tabular-nums">{product.stock}</span> in stock ·{" "}
        {product.archived ? (
          "Archived: the store no longer sells it"
        ) : (
          <Link to={`/product/${product.slug}`} className="underline underline-offset-2">
            Its page in the store
          </Link>
        )}
      </AdminPageHeading>
      <StockBadge level={product} />
      {product.waiting > 0 && (
        <p className="mt-2 text-sm">
          {product.waiting === 1
            ? "1 shopper is waiting for an e-mail when it is back in stock."
            : `${product.waiting} shoppers are waiting for an e-mail when it is back in stock.`}
        </p>
      )}
      {result?.done && (
        <div className="mt-4">
          <FormAlert tone="success">{result.done}</FormAlert>
        </div>
      )}
      {result?.error && (
        <div className="mt-4">
          <FormAlert>{result.error}</FormAlert>
        </div>
      )}
      <FlavorCounts product={product} />
      <section aria-labelledby="adjust-heading" className="mt-6 rounded-lg border p-4">
        <h2 id="adjust-heading" className="text-lg font-semibold">
          Correct the count
        </h2>
        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="adjust" />
          {product.variants.length === 1 ? (
            <input type="hidden" name="variant" value={product.variants[0]?.id} />
          ) : (
            <LabelledSelect
              label="Flavor"
              name="variant"
              options={product.variants.map((variant) => ({
                value: variant.id,
                label: variant.flavor ?? product.title,
              }))}
              error={errors.variant}
            />
          )}
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <FormField
              label="Units"
              name="change"
              inputMode="numeric"
              hint="24 adds, -3 takes away."
              error={errors.change}
            />
            <FormField
              label="Reason"
              name="note"
              maxLength={ADJUSTMENT_NOTE_MAX}
              hint="For example: Delivery from the supplier, Damaged in the warehouse, Stocktake."
              error={errors.note}
            />
          </div>
          <Button type="submit" variant="ink" className="h-11 sm:w-fit">
            Save the change
          </Button>
        </Form>
      </section>
      <AlertLevelForm product={product} result={only(result, "threshold")} />
      <h2 className="mt-8 mb-3 text-lg font-semibold">Changes</h2>
      {movements.length === 0 ? (
        <p className="text-muted-foreground">No change has been recorded yet.</p>
      ) : (
        <AdminTable label="Changes" head={["When", "Change", "Why", "By"]}>
          {movements.map((movement) => (
            <tr key={movement.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={movement.createdAt.toISOString()}>{formatStoreDateTime(movement.createdAt)}</time>
              </td>
              <td className="px-3 py-2 font-semibold tabular-nums">
                {signed(movement.change)}
                {movement.flavor && <span className="block font-normal">{movement.flavor}</span>}
              </td>
              <td className="px-3 py-2">
                {STOCK_MOVEMENT_LABELS[movement.reason]}
                {movement.orderNumber && (
                  <>
                    {" "}
                    <Link to={`/admin/orders/${movement.orderNumber}`} className="underline underline-offset-2">
                      {movement.orderNumber}
                    </Link>
                  </>
                )}
                {movement.note && <span className="block text-muted-foreground">{movement.note}</span>}
              </td>
              <td className="px-3 py-2 break-all">{movement.actorEmail ?? "The store"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}

/**
 * Each flavour's SKU, alert level, waiting shoppers and units; a product without flavours
 * has one line, its own, and its waiting shoppers are the page's count.
 */
function FlavorCounts({ product }: { product: StockPageProduct }) {
  const flavored = product.variants.some((variant) => variant.flavor !== null);
  const head = ["Flavor", "SKU", "Alert at", ...(flavored ? ["Waiting"] : []), "In stock"];
  return (
    <div className="mt-6">
      <AdminTable label="Stock by flavor" head={head}>
        {product.variants.map((variant) => (
          <tr key={variant.id}>
            <td className="px-3 py-2">{variant.flavor ?? "No flavor"}</td>
            <td className="px-3 py-2 font-mono text-sm break-all">{variant.sku}</td>
            <td className="px-3 py-2 tabular-nums">
              {variant.lowStockThreshold ?? `${product.lowStockThreshold} (the product's)`}
            </td>
            {flavored && <td className="px-3 py-2 tabular-nums">{variant.waiting}</td>}
            <td className="px-3 py-2 tabular-nums">{variant.stock === 0 ? "Out of stock" : variant.stock}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/**
 * The level at or under which a flavour is on the shop's daily low-stock e-mail: the product's, or
 * one flavour's own, chosen in the Flavor list; the field shows the chosen one's level.
 */
function AlertLevelForm({ product, result }: { product: StockPageProduct; result: StockActionData | undefined }) {
  const { errors, onSubmit, onChange } = useCheckedForm(lowStockThresholdSchema, result?.fieldErrors);
  const [variantId, setVariantId] = useState("");
  const flavored = product.variants.filter((variant) => variant.flavor !== null);
  const chosen = flavored.find((variant) => variant.id === variantId);
  const level = chosen ? (chosen.lowStockThreshold?.toString() ?? "") : String(product.lowStockThreshold);
  return (
    <section aria-labelledby="alert-heading" className="mt-6 rounded-lg border p-4">
      <h2 id="alert-heading" className="text-lg font-semibold">
        Low-stock alert
      </h2>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => {
          onChange(event);
          const field = event.target;
          if (field instanceof HTMLSelectElement && field.name === "variant") setVariantId(field.value);
        }}
        className="mt-3 grid gap-3"
      >
        <input type="hidden" name="intent" value="threshold" />
        {flavored.length > 0 && (
          <LabelledSelect
            label="Flavor"
            name="variant"
            options={[
              { value: "", label: "Every flavor without its own level" },
              ...flavored.map((variant) => ({ value: variant.id, label: variant.flavor ?? product.title })),
            ]}
            error={errors.variant}
          />
        )}
        <FormField
          key={`${variantId}:${level}`}
          label="Alert at (units)"
          name="threshold"
          inputMode="numeric"
          defaultValue={level}
          hint={
            chosen
              ? `At or under this many, ${chosen.flavor} is on the daily low-stock e-mail. Empty: the product's level, ${product.lowStockThreshold}.`
              : `At or under this many, ${flavored.length > 0 ? "each flavor without its own level" : "the product"} is on the daily low-stock e-mail. 0: only when it is out.`
          }
          error={errors.threshold}
          className="sm:w-60"
        />
        <Button type="submit" variant="outline" className="h-11 sm:w-fit">
          Save the alert level
        </Button>
      </Form>
    </section>
  );
}
