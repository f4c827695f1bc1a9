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
import { SuggestionList, suggestionOptionId } from "~/components/search/suggestion-list";
import { suggestionOptions } from "~/components/search/suggestion-options";
import { useSearchSuggestions } from "~/components/search/use-search-suggestions";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SEARCH_PATH, searchHref } from "~/lib/search";

/** The next option for an arrow key, wrapping round; -1 is none. */
function step(index: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (key === "ArrowDown") return index + 1 < count ? index + 1 : 0;
  return index > 0 ? index - 1 : count - 1;
}

/**
 * The header's search: the icon expands a box, Enter searches. While the shopper types, a combobox list
 * suggests products, categories and brands (arrow keys move, Enter opens, Escape closes). Before
 * JavaScript loads it is a plain GET form, and the icon submits it, so the search page opens.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  // Escape or leaving the box hides the list until the shopper types again.
  const [listWanted, setListWanted] = useState(true);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const listId = useId();

  const options = suggestionOptions(useSearchSuggestions(term));
  const listOpen = open && listWanted && options.length > 0;
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = listOpen ? options[activeIndex] : undefined;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (active) document.getElementById(suggestionOptionId(listId, active))?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  function collapse() {
    setTerm("");
    setActiveKey(null);
    setOpen(false);
  }

  /** After a search or a chosen suggestion: the box closes and focus returns to the icon. */
  function leaveFor(href: string) {
    navigate(href);
    collapse();
    toggleRef.current?.focus();
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
    leaveFor(searchHref({ term: query }));
  }

  function collapseWhenLeftEmpty(event: FocusEvent<HTMLFormElement>) {
    const stillInside = event.currentTarget.contains(event.relatedTarget);
    if (stillInside) return;
    setListWanted(false);
    if (!term.trim()) collapse();
  }

  function handleKeys(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (options.length === 0) return;
        event.preventDefault();
        setListWanted(true);
        setActiveKey(options[step(listOpen ? activeIndex : -1, options.length, event.key)]?.key ?? null);
        return;
      case "Enter":
        // With no active option, Enter submits the search.
        if (!active) return;
        event.preventDefault();
        leaveFor(active.href);
        return;
      case "Escape":
        event.preventDefault();
        if (listOpen) {
          setListWanted(false);
          setActiveKey(null);
          return;
        }
        collapse();
        toggleRef.current?.focus();
    }
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={active ? suggestionOptionId(listId, active) : undefined}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setListWanted(true);
              setActiveKey(null);
            }}
            onKeyDown={handleKeys}
            placeholder="Search products, brands..."
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-lg placeholder:text-muted-foreground"
          />
          <SuggestionList
            id={listId}
            options={options}
            activeKey={active?.key ?? null}
            open={listOpen}
            onChoose={(option) => leaveFor(option.href)}
            className="absolute top-full mt-1 max-sm:inset-x-3 sm:right-0 sm:mt-2 sm:w-[26rem]"
          />
          <p role="status" className="sr-only">
            {listOpen ? `${options.length} suggestions available` : ""}
          </p>
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
