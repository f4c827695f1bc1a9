import { Form, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { SEARCH_MAX_LENGTH } from "~/lib/admin-orders";

/**
 * The back office's one search field (docs/back-office.md#searching-the-back-office), at the top of every
 * page: an order number, a product or a customer's e-mail, answered by /admin/search.
 */
export function AdminSearchBox() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const q = pathname === "/admin/search" ? (searchParams.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action="/admin/search"
      role="search"
      aria-label="Search the back office"
      className="mb-6 flex gap-2"
    >
      <label htmlFor="admin-search" className="sr-only">
        Order number, product or e-mail
      </label>
      <input
        // A new key per search: the field shows the search made, or starts empty on another page.
        key={q}
        id="admin-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Order number, product or e-mail"
        className="h-9 w-full max-w-md rounded-md border border-border bg-background px-3 text-base shadow-xs placeholder:text-muted-foreground/70 focus-visible:border-ring"
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
