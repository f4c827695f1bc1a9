import { SearchIcon } from "lucide-react";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

const SEARCH_PATH = "/search";

/** The search page's address for a term; the same encoding a plain GET form produces. */
function searchHref(term: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: term })}`;
}

/**
 * The header's search: the icon expands a box, Enter searches. Before JavaScript loads it is a plain
 * GET form, and the icon submits it, so the search page opens.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function collapse() {
    setTerm("");
    setOpen(false);
  }

  function expandOnFirstClick(event: MouseEvent<HTMLButtonElement>) {
    if (open) return; // Once open, the icon submits the form.
    event.preventDefault();
    setOpen(true);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    navigate(searchHref(query));
    collapse();
    toggleRef.current?.focus();
  }

  function collapseWhenLeftEmpty(event: FocusEvent<HTMLFormElement>) {
    const stillInside = event.currentTarget.contains(event.relatedTarget);
    if (!stillInside && !term.trim()) collapse();
  }

  function collapseOnEscape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape") return;
    collapse();
    toggleRef.current?.focus();
  }

  return (
    <search>
      <form
        method="get"
        action={SEARCH_PATH}
        onSubmit={search}
        onBlur={collapseWhenLeftEmpty}
        className="flex items-center sm:relative"
      >
        {/* Phones: a full-width bar under the header. Wider screens: a 16rem box left of the icon. */}
        <div
          className={cn(
            "absolute z-10 duration-150",
            "max-sm:inset-x-0 max-sm:top-full max-sm:bg-ink max-sm:px-4 max-sm:pt-1 max-sm:pb-3",
            "sm:top-1/2 sm:right-full sm:mr-2 sm:w-64 sm:-translate-y-1/2",
            // Visibility flips at once on opening (so the box can take focus) and after the fade on closing.
            open
              ? "visible opacity-100 transition-[opacity,transform]"
              : "invisible opacity-0 transition-[opacity,transform,visibility] sm:scale-95",
          )}
        >
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={collapseOnEscape}
            placeholder="Search products, brands..."
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-lg placeholder:text-muted-foreground"
          />
        </div>
        <Button
          ref={toggleRef}
          type="submit"
          variant="inverse"
          size="icon"
          aria-label="Search"
          aria-expanded={open}
          aria-controls={inputId}
          onClick={expandOnFirstClick}
        >
          <SearchIcon aria-hidden />
        </Button>
      </form>
    </search>
  );
}
