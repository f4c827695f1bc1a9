import { Form, Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { StateBadge } from "~/components/ui/state-badge";
import type { Paged } from "~/lib/admin";
import { stockMessage } from "~/lib/stock";
import type { StockLevel } from "~/lib/stock-ledger";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { FormCheckbox } from "./form-section";
import { EmptyListPage, Pagination } from "./pagination";

/**
 * A product's level as a pill, in the shopper's words: red when out, amber when a flavour (or its one shelf) is at
 * or under its alert level.
 */
export function StockBadge({ level }: { level: Pick<StockLevel, "stock" | "lowShelves"> }) {
  const { stock, lowShelves } = level;
  const tone = stock <= 0 ? "failed" : lowShelves > 0 ? "waiting" : "done";
  return <StateBadge label={stockMessage(stock)} tone={tone} />;
}

/**
 * Every product's stock, fewest first, each linking to its ledger and the form that corrects it; `low`: only those
 * with a flavour at or under its alert level (the dashboard's "See all").
 */
export function StockPage({ q, low = false, levels }: { q: string; low?: boolean; levels: Paged<StockLevel> }) {
  const query = new URLSearchParams({ ...(q && { q }), ...(low && { low: "on" }) }).toString();
  const empty = q
    ? `No product's name contains “${q}”${low ? " among those running low" : ""}.`
    : low
      ? "No product in the store is at or under its low-stock alert level."
      : "The catalogue has no products yet.";
  return (
    <>
      <AdminPageHeading title="Stock">
        What is on the shelf, fewest first. Open a product to correct its count (a delivery, damage, a stocktake), to
        see every change, or to set the level at which the daily low-stock e-mail lists it.
      </AdminPageHeading>
      <Form method="get" role="search" className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Product" name="q" type="search" defaultValue={q} className="sm:w-80" />
        <FormCheckbox name="low" label="Only products running low" defaultChecked={low} />
        <Button type="submit" variant="outline" className="h-11">
          Search
        </Button>
      </Form>
      {levels.items.length === 0 ? (
        <EmptyListPage page={levels.page} pageCount={levels.pageCount} query={query} empty={empty} />
      ) : (
        <AdminTable label="Stock" head={["Product", "In stock", "Alert at", ""]}>
          {levels.items.map((product) => (
            <tr key={product.id}>
              <td className="px-3 py-2">
                <Link to={`/admin/stock/${product.id}`} className="font-semibold underline underline-offset-2">
                  {product.title}
                </Link>
              </td>
              <td className="px-3 py-2 tabular-nums">{product.stock}</td>
              <td className="px-3 py-2 tabular-nums">{product.lowStockThreshold}</td>
              <td className="px-3 py-2">
                <StockBadge level={product} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={levels.page}
        pageCount={levels.pageCount}
        query={query}
        labels={{ previous: "Previous", next: "Next" }}
      />
    </>
  );
}
