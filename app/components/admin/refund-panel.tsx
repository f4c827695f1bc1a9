import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { formatCents } from "~/lib/money";
import {
  REFUND_FORM,
  REFUND_NOTICE_PARAM,
  type RefundStatus,
  type RefundSummary,
  type RefundView,
} from "~/lib/refunds";
import { formatStoreDateTime } from "~/lib/store-time";

const STATUS_LABELS: Record<RefundStatus, string> = { pending: "Pending", completed: "Refunded", failed: "Failed" };

function refundPath(orderNumber: string): string {
  return `/admin/orders/${encodeURIComponent(orderNumber)}/refund`;
}

function Checkbox({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} disabled={disabled} className="size-4" />
      {label}
    </label>
  );
}

function PastRefunds({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted-foreground">No refunds yet.</p>;
  return (
    <ul aria-label="Refunds" className="divide-y rounded-lg border text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-0.5 px-3 py-2">
          <span className="font-semibold">
            {formatCents(refund.amountCents)} · {STATUS_LABELS[refund.status]}
            {refund.cancellation && " · cancellation"}
          </span>
          {refund.covered.length > 0 && <span>{refund.covered.join(", ")}</span>}
          {refund.reason && <span>Reason: {refund.reason}</span>}
          {refund.failureReason && <span className="text-destructive">{refund.failureReason}</span>}
          <span className="text-muted-foreground">
            {refund.actorEmail}, {formatStoreDateTime(new Date(refund.createdAt))}
            {refund.restock && " · stock put back"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The order page's refunds and cancellation (docs/back-office.md#refunds-and-cancellations): refund units per
 * line or an amount, the shipping, put the stock back; cancel an order that has not left. Only what the rules
 * allow is offered; the server checks again. Mount it with the summary from getRefundSummary({ orderNumber }).
 */
export function RefundPanel({ summary }: { summary: RefundSummary }) {
  const refund = useFetcher<{ error: string }>();
  const cancel = useFetcher<{ error: string }>();
  const [searchParams] = useSearchParams();
  const notice = searchParams.get(REFUND_NOTICE_PARAM);
  const error = refund.data?.error ?? cancel.data?.error;
  const busy = refund.state !== "idle" || cancel.state !== "idle";
  const action = refundPath(summary.orderNumber);
  const refundForm = useRef<HTMLFormElement>(null);
  const cancelForm = useRef<HTMLFormElement>(null);
  // A new form key means the last refund went through: the forms start empty for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's change is the trigger
  useEffect(() => {
    refundForm.current?.reset();
    cancelForm.current?.reset();
  }, [summary.formKey]);

  return (
    <section aria-labelledby="refunds-heading" className="mt-8 flex flex-col gap-4 rounded-lg border p-4">
      <h2 id="refunds-heading" className="text-lg font-semibold">
        Refunds and cancellation
      </h2>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {error && refund.state === "idle" && cancel.state === "idle" && <FormAlert>{error}</FormAlert>}
      <p className="text-sm">
        {`Refunded ${formatCents(summary.refundedCents)} of ${formatCents(summary.totalCents)}. `}
        <strong>{`Left to refund: ${formatCents(summary.remaining.totalCents)}`}</strong>
      </p>

      {summary.refundRefusal ? (
        <p className="text-sm text-muted-foreground">{summary.refundRefusal}</p>
      ) : (
        <refund.Form ref={refundForm} method="post" action={action} className="flex flex-col gap-3" aria-label="Refund">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="idempotencyKey" value={summary.formKey} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Units to refund</legend>
            {summary.taxCents > 0 && (
              <p className="text-sm text-muted-foreground">
                Refunded units, and shipping where it was taxed, come back with their share of the tax.
              </p>
            )}
            {summary.lines.map((line) => (
              <label key={line.lineId} className="flex flex-wrap items-center gap-2 text-sm">
                <input
                  type="number"
                  name={`${REFUND_FORM.quantityPrefix}${line.lineId}`}
                  min={0}
                  max={line.remainingQuantity}
                  defaultValue={0}
                  disabled={line.remainingQuantity === 0}
                  aria-label={`Units of ${line.description} to refund`}
                  className="h-9 w-20 rounded-md border px-2"
                />
                <span>
                  {`${line.description}: ${line.remainingQuantity} of ${line.quantity} left at ${formatCents(line.unitPriceCents)} each`}
                </span>
              </label>
            ))}
          </fieldset>
          <FormField
            label="Or an amount in dollars"
            name="amount"
            inputMode="decimal"
            hint="Leave the units at 0 to refund an amount instead."
            autoComplete="off"
          />
          <Checkbox
            name="includeShipping"
            label={`Include shipping (${formatCents(summary.remaining.shippingCents)})`}
            disabled={summary.remaining.shippingCents === 0}
          />
          <Checkbox name="restock" label="Put the stock back" disabled={summary.restockRefusal !== null} />
          <FormField label="Reason" name="reason" hint="Shown to the shopper in the refund e-mail." maxLength={500} />
          <Button type="submit" variant="ink" disabled={busy} className="self-start">
            Refund
          </Button>
        </refund.Form>
      )}

      {!summary.cancelRefusal && (
        <cancel.Form
          ref={cancelForm}
          method="post"
          action={action}
          className="flex flex-col gap-3 border-t pt-4"
          aria-label="Cancel order"
        >
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="idempotencyKey" value={`cancel-${summary.formKey}`} />
          <p className="text-sm">
            {summary.cancelRefunds
              ? `Cancelling refunds the ${formatCents(summary.remaining.totalCents)} left and tells the shopper.`
              : "Nothing was paid: cancelling closes the checkout and tells the shopper."}
          </p>
          {summary.cancelRefunds && (
            <Checkbox name="restock" label="Put the stock back" disabled={summary.restockRefusal !== null} />
          )}
          <FormField label="Reason for cancelling" name="reason" maxLength={500} />
          <Button type="submit" variant="outline" disabled={busy} className="self-start">
            Cancel order
          </Button>
        </cancel.Form>
      )}

      <h3 className="text-base font-semibold">Past refunds</h3>
      <PastRefunds refunds={summary.refunds} />
    </section>
  );
}
