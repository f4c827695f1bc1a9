import { useFetcher } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { ORDER_NOTE_MAX_LENGTH, type OrderNote } from "~/lib/order-notes";
import { formatStoreDateTime } from "~/lib/store-time";

/**
 * The staff's internal notes on an order (docs/back-office.md#an-order), oldest first with who wrote each
 * and when, and a form to add one. Only this page shows them: never the shopper.
 */
export function OrderNotesPanel({ orderNumber, notes }: { orderNumber: string; notes: OrderNote[] }) {
  const fetcher = useFetcher<{ error: string }>();
  return (
    <section aria-labelledby="order-notes-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <div>
        <h2 id="order-notes-heading" className="text-lg font-semibold">
          Internal notes
        </h2>
        <p className="text-sm text-muted-foreground">For the store's team only: the customer never sees them.</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol aria-label="Notes" className="divide-y rounded-lg border text-sm">
          {notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="whitespace-pre-wrap break-words">{note.body}</span>
              <span className="text-muted-foreground">
                {note.authorEmail},{" "}
                <time dateTime={note.createdAt.toISOString()}>{formatStoreDateTime(note.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      {fetcher.data?.error && <FormAlert>{fetcher.data.error}</FormAlert>}
      {/* A new key once the note is listed: the form starts empty for the next one. */}
      <fetcher.Form
        key={notes.length}
        method="post"
        action={`/admin/orders/${encodeURIComponent(orderNumber)}/notes`}
        aria-label="Add a note"
        className="flex flex-col gap-3"
      >
        <FormField label="New note" name="body" multiline rows={3} required maxLength={ORDER_NOTE_MAX_LENGTH} />
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} className="self-start">
          Add note
        </Button>
      </fetcher.Form>
    </section>
  );
}
