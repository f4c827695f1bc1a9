import { useId } from "react";
import { useFetcher } from "react-router";
import { EmailField } from "~/components/form/email-field";
import { Button } from "~/components/ui/button";
import type { BackInStockResult } from "~/lib/back-in-stock";
import { variantName } from "~/lib/variants";

/**
 * On an out-of-stock product's page, or when the flavour chosen is sold out: an address to e-mail once it is back.
 * It posts to /back-in-stock, in place with JavaScript, as a plain form before it.
 */
export function BackInStockForm({ productId, flavor, title }: { productId: string; flavor?: string; title: string }) {
  const fetcher = useFetcher<BackInStockResult>();
  const headingId = useId();
  const result = fetcher.data;
  const done = result?.status === "asked" || result?.status === "in-stock";
  const problem = result && !done ? (result.fieldErrors?.email ?? result.message) : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-muted/60 p-4">
      <h2 id={headingId} className="font-semibold">
        Get an e-mail when it's back
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm">
          {result.message}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action="/back-in-stock"
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="productId" value={productId} />
          {flavor && <input type="hidden" name="flavor" value={flavor} />}
          <EmailField error={problem} className="flex-1" />
          <Button type="submit" variant="ink" className="h-11" disabled={fetcher.state !== "idle"}>
            Notify me<span className="sr-only"> about {variantName(title, flavor)}</span>
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}
