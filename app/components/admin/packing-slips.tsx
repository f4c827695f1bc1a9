import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { PackingSlip } from "~/lib/admin-orders";
import { DELIVERY_METHOD_LABELS } from "~/lib/delivery";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading } from "./admin-table";

/** The order page's way to one order's slip: the bulk slips' page with this order alone. */
export function PackingSlipButton({ orderNumber }: { orderNumber: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/orders/packing-slips?${new URLSearchParams({ order: orderNumber })}`}>Print packing slip</Link>
    </Button>
  );
}

/**
 * Packing slips for the ticked orders: where each parcel goes and what goes in it, no prices. Printed, each
 * slip takes a page of its own and the store's header, footer and back-office navigation are left out.
 */
export function PackingSlips({ slips }: { slips: PackingSlip[] }) {
  return (
    <>
      <div className="print:hidden">
        <AdminPageHeading title="Packing slips">
          {slips.length} {slips.length === 1 ? "slip" : "slips"}, one a page when printed.
        </AdminPageHeading>
        <Button type="button" variant="ink" onClick={() => window.print()} className="mb-6">
          Print
        </Button>
      </div>
      {slips.length === 0 && <p>None of these orders was found.</p>}
      {slips.map((slip) => (
        <article
          key={slip.orderNumber}
          aria-labelledby={`slip-${slip.orderNumber}`}
          className="mb-6 rounded-lg border p-6 break-after-page print:mb-0 print:rounded-none print:border-0 print:p-0"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-3">
            <h2 id={`slip-${slip.orderNumber}`} className="font-display text-2xl font-bold">
              Order {slip.orderNumber}
            </h2>
            <p>
              Placed <time dateTime={slip.createdAt.toISOString()}>{formatStoreDateTime(slip.createdAt)}</time>
            </p>
          </header>
          <section aria-label={`Ship to, order ${slip.orderNumber}`} className="mt-4">
            <h3 className="text-sm font-semibold text-muted-foreground uppercase">Ship to</h3>
            <address className="mt-1 not-italic leading-relaxed">
              {slip.name}
              <br />
              {slip.address}
              <br />
              {slip.city}, {slip.state} {slip.zipCode}
              <br />
              {slip.country}
              {slip.phone && (
                <>
                  <br />
                  {slip.phone}
                </>
              )}
            </address>
            <p className="mt-2 text-sm">{DELIVERY_METHOD_LABELS[slip.deliveryMethod]}</p>
          </section>
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">What goes in the parcel for order {slip.orderNumber}</caption>
            <thead className="border-b">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Quantity
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Flavour
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {slip.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
                <tr key={index}>
                  <td className="py-2 pr-3 tabular-nums">{line.quantity}</td>
                  <td className="py-2 pr-3">{line.title}</td>
                  <td className="py-2">{line.flavor ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </>
  );
}
