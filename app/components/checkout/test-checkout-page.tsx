import { formatCents } from "~/lib/money";
import type { TrackedOrder } from "~/lib/order-details";
import { OrderAmounts } from "./order-amounts";
import { OrderCard } from "./order-card";
import { OrderItems } from "./order-items";
import { TestCardForm, type TestPaymentResult, TestProviderHeading } from "./test-card-form";
import { TestModeBanner } from "./test-mode-banner";

type TestCheckoutPageProps = {
  order: TrackedOrder;
  testCards: { succeeds: string; declined: string; declinesRenewals: string };
  result: TestPaymentResult | undefined;
};

/**
 * The test provider's hosted checkout: unmistakably test mode, the order's lines and total,
 * and a card form that accepts only the test cards.
 */
export function TestCheckoutPage({ order, testCards, result }: TestCheckoutPageProps) {
  return (
    <div className="min-h-[70vh] bg-slate-100">
      <TestModeBanner />
      <div className="container-page max-w-5xl py-10">
        <TestProviderHeading title={`Pay for order ${order.orderNumber}`} />

        <div className="mt-8 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="pay-title" className="rounded-lg border border-border bg-background p-6 shadow-sm">
            <h2 id="pay-title" className="text-lg font-bold">
              Card details
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Pay with <span className="font-mono font-semibold text-foreground">{testCards.succeeds}</span>; see a
              decline with <span className="font-mono font-semibold text-foreground">{testCards.declined}</span>. Any
              future expiry date and any CVC.
            </p>
            {order.items.some((item) => item.subscription) && (
              <p className="mt-2 text-sm text-muted-foreground">
                The card is saved for your subscription's renewals. To see renewals declined, pay with{" "}
                <span className="font-mono font-semibold text-foreground">{testCards.declinesRenewals}</span>.
              </p>
            )}
            <TestCardForm result={result} submitLabel={`Pay ${formatCents(order.total)}`} />
          </section>

          <OrderCard title={`Order ${order.orderNumber}`}>
            <div className="px-5">
              <OrderItems items={order.items} />
            </div>
            <OrderAmounts order={order} className="border-t border-border px-5 py-4" />
          </OrderCard>
        </div>
      </div>
    </div>
  );
}
