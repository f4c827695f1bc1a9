import { useEffect, useState } from "react";
import {
  MIN_SUGGEST_LENGTH,
  normalizeSearchTerm,
  readSearchSuggestions,
  type SearchSuggestions,
  SUGGESTIONS_PATH,
} from "~/lib/search";

/** Typing pauses shorter than this send no request. */
const DEBOUNCE_MS = 150;

/**
 * Suggestions for what is typed: fetched after a short pause, the request for an older term aborted, and
 * the last list kept on screen while the next one loads. Null below two characters.
 */
export function useSearchSuggestions(typed: string): SearchSuggestions | null {
  const term = normalizeSearchTerm(typed);
  const wanted = [...term].length >= MIN_SUGGEST_LENGTH;
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);

  useEffect(() => {
    if (!wanted) {
      // A list for an earlier term must not flash up when the shopper types again.
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: term })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        setSuggestions(readSearchSuggestions(await response.json()));
      } catch {
        // Aborted for a newer term, offline, or a malformed answer: the search itself still works on Enter.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, wanted]);

  return wanted ? suggestions : null;
}
