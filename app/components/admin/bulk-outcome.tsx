import { FormAlert } from "~/components/form/form-alert";
import type { BulkOutcome } from "~/lib/admin-orders";

/** What a bulk step did: the orders done, and each refused one with the reason. */
export function BulkOutcomePanel({ outcome, doneText }: { outcome: BulkOutcome; doneText: string }) {
  return (
    <div className="mb-4 flex flex-col gap-2">
      {outcome.done.length > 0 && (
        <FormAlert tone="success">
          {doneText}: {outcome.done.join(", ")}.
        </FormAlert>
      )}
      {outcome.refused.length > 0 && (
        <FormAlert>
          Not changed:
          <ul className="mt-1 list-disc pl-5">
            {outcome.refused.map((refused) => (
              <li key={refused.orderNumber}>{refused.reason}</li>
            ))}
          </ul>
        </FormAlert>
      )}
    </div>
  );
}
