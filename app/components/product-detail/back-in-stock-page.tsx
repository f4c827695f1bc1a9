import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { BACK_IN_STOCK_MESSAGES, type BackInStockResult } from "~/lib/back-in-stock";

type Props = {
  token: string;
  request: { title: string; confirmed: boolean } | null;
  result: BackInStockResult | undefined;
};

/** The e-mail link's page: one button confirms (decision 173); a form posted without JavaScript answers here too. */
export function BackInStockPage({ token, request, result }: Props) {
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="font-display text-3xl font-black">Back-in-stock notice</h1>
      <div className="mt-6 space-y-4">
        {result ? (
          <FormAlert tone={result.status === "asked" || result.status === "in-stock" ? "success" : "error"}>
            {result.message}
          </FormAlert>
        ) : request?.confirmed ? (
          <FormAlert tone="success">{BACK_IN_STOCK_MESSAGES.confirmed(request.title)}</FormAlert>
        ) : request ? (
          <Form method="post" className="space-y-4">
            <p>Confirm that we may e-mail you once when {request.title} is back in stock.</p>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="ink" className="h-11">
              Yes, e-mail me
            </Button>
          </Form>
        ) : (
          <FormAlert>{BACK_IN_STOCK_MESSAGES.unknownLink}</FormAlert>
        )}
        <p>
          <Link to="/products" className="font-semibold underline underline-offset-2">
            Browse the products
          </Link>
        </p>
      </div>
    </div>
  );
}
