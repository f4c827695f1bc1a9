import { useFetcher, useSearchParams } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { RESEND_NOTICE_PARAM, type ResendableEmail } from "~/lib/shopper-emails";
import { formatStoreDateTime } from "~/lib/store-time";

/**
 * "Resend the shopper's e-mail": the order confirmation and the latest shipping e-mail, each
 * sent again to the order's address at a click. The result comes back in the page's `?resent=` parameter.
 */
export function ShopperEmailsPanel({ orderNumber, emails }: { orderNumber: string; emails: ResendableEmail[] }) {
  const fetcher = useFetcher<{ error: string }>();
  const [searchParams] = useSearchParams();
  const notice = searchParams.get(RESEND_NOTICE_PARAM);
  return (
    <section aria-labelledby="shopper-emails-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="shopper-emails-heading" className="text-lg font-semibold">
        Shopper's e-mails
      </h2>
      {notice && fetcher.state === "idle" && !fetcher.data && <FormAlert tone="success">{notice}</FormAlert>}
      {fetcher.data?.error && <FormAlert>{fetcher.data.error}</FormAlert>}
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">The shopper has not been sent an e-mail about this order yet.</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {emails.map((email) => (
            <li key={email.kind} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{email.label}</span> to {email.to}
                {email.lastResentAt && (
                  <span className="block text-muted-foreground">
                    Last sent again {formatStoreDateTime(email.lastResentAt)}
                  </span>
                )}
              </span>
              <fetcher.Form method="post" action={`/admin/orders/${encodeURIComponent(orderNumber)}/emails`}>
                <input type="hidden" name="email" value={email.kind} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={fetcher.state !== "idle"}
                  aria-label={`Resend the ${email.label.toLowerCase()}`}
                >
                  Resend
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
