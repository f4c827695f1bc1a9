import { CreditCardIcon, Loader2Icon, LockIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms";
import { formatCents } from "~/lib/money";
import type { TrackedOrder } from "~/lib/order-details";
import { OrderAmounts } from "./order-amounts";
import { OrderCard } from "./order-card";
import { OrderItems } from "./order-items";
import { TestModeBanner } from "./test-mode-banner";

export type TestPaymentResult = { error?: string; fieldErrors?: FieldErrors };

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
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = result?.fieldErrors ?? {};
  return (
    <div className="min-h-[70vh] bg-slate-100">
      <TestModeBanner />
      <div className="container-page max-w-5xl py-10">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-ink text-white">
            <CreditCardIcon aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Test Payments</p>
            <h1 className="text-2xl font-bold">Pay for order {order.orderNumber}</h1>
          </div>
        </div>

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
            {result?.error && (
              <p
                role="alert"
                className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-semibold text-destructive"
              >
                {result.error}
              </p>
            )}
            <Form method="post" noValidate className="mt-5 grid gap-4">
              <FormField
                markRequired
                name="cardNumber"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                required
                error={errors.cardNumber}
              />
              <div className="grid grid-cols-2 gap-4">
                <FormField
                  markRequired
                  name="expiry"
                  label="Expiry (MM/YY)"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="12/34"
                  required
                  error={errors.expiry}
                />
                <FormField
                  markRequired
                  name="cvc"
                  label="CVC"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  required
                  error={errors.cvc}
                />
              </div>
              <FormField
                markRequired
                name="name"
                label="Name on card"
                autoComplete="cc-name"
                required
                error={errors.name}
              />
              <Button type="submit" size="lg" variant="ink" className="mt-2 w-full" disabled={busy}>
                {busy ? (
                  <>
                    <Loader2Icon aria-hidden className="size-5 animate-spin" />
                    Processing...
                  </>
                ) : (
                  <>
                    <LockIcon aria-hidden className="size-4" />
                    {`Pay ${formatCents(order.total)}`}
                  </>
                )}
              </Button>
            </Form>
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
