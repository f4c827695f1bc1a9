import { Loader2Icon, PackageSearchIcon } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms";
import type { TrackedOrder, TrackOrderPrefill } from "~/lib/order-details";
import { TrackedOrderView } from "./tracked-order-view";

export type TrackOrderResult =
  | { order: TrackedOrder }
  | { notFound: string; values: Record<string, string> }
  /** Over the look-up limit (decision 023): the message says how long to wait. */
  | { limited: string; values: Record<string, string> }
  | { fieldErrors: FieldErrors; values: Record<string, string> };

/** /track-order: order number plus email address gives the order's status and history. */
export function TrackOrderPage({ result }: { result: TrackOrderResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // "View Order History" on the confirmation page sends a guest here with the order's number and e-mail.
  const prefill = (useLocation().state ?? {}) as Partial<TrackOrderPrefill>;
  const values = result && "values" in result ? result.values : prefill;
  const errors = result && "fieldErrors" in result ? result.fieldErrors : {};
  return (
    <div className="bg-muted/40">
      <div className="container-page max-w-3xl py-10 md:py-16">
        <div className="flex items-center gap-3">
          <PackageSearchIcon aria-hidden className="size-8 text-brand" />
          <h1 className="font-display text-3xl font-black md:text-4xl">Track Your Order</h1>
        </div>
        <p className="mt-3 text-muted-foreground">
          Enter the order number from your confirmation email and the email address you ordered with.
        </p>
        <Form
          method="post"
          noValidate
          className="mt-6 grid gap-4 rounded-lg border border-border bg-background p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <FormField
            markRequired
            name="orderNumber"
            label="Order number"
            placeholder="CS-10001"
            required
            defaultValue={values.orderNumber}
            error={errors.orderNumber}
          />
          <FormField
            markRequired
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
            error={errors.email}
          />
          <Button type="submit" size="lg" className="sm:mt-7" disabled={busy}>
            {busy && <Loader2Icon aria-hidden className="size-5 animate-spin" />}
            Track Order
          </Button>
        </Form>
        <div className="mt-8" aria-live="polite">
          {result && ("notFound" in result || "limited" in result) && (
            <p className="rounded-md border border-border bg-background px-4 py-3 text-sm font-semibold">
              {"notFound" in result ? result.notFound : result.limited}
            </p>
          )}
          {result && "order" in result && <TrackedOrderView order={result.order} />}
        </div>
      </div>
    </div>
  );
}
