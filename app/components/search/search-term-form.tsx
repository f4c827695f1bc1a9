import { SearchIcon } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { MAX_TERM_LENGTH, normalizeSearchTerm, SEARCH_PATH, type SearchRequest, searchHref } from "~/lib/search";

/**
 * The search page's own box: a GET form, so it works before JavaScript runs. A new term keeps the sort and
 * price band and starts over on All Categories, which depend on the results. A whitespace-only term does
 * nothing: before JavaScript the browser's own validation holds it back, afterwards the submit is ignored.
 */
export function SearchTermForm({ search }: { search: SearchRequest }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = normalizeSearchTerm(new FormData(event.currentTarget).get("q")?.toString());
    if (!term) return;
    navigate(searchHref({ term, sort: search.sort, price: search.price }));
  };

  return (
    <form
      method="get"
      action={SEARCH_PATH}
      onSubmit={submit}
      noValidate={hydrated}
      className="flex w-full max-w-2xl gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search term
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          // A new search from elsewhere (the header box, the back button) shows its own term.
          key={search.term}
          id={id}
          type="search"
          name="q"
          defaultValue={search.term}
          placeholder="Search products, brands..."
          required
          pattern=".*\S.*"
          maxLength={MAX_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-md border border-border bg-background pr-3 pl-9 text-base shadow-xs placeholder:text-muted-foreground sm:text-sm"
        />
      </div>
      {search.sort !== "relevance" && <input type="hidden" name="sort" value={search.sort} />}
      {search.price !== "all" && <input type="hidden" name="price" value={search.price} />}
      <Button type="submit" variant="ink" size="lg" className="h-11">
        Search
      </Button>
    </form>
  );
}
