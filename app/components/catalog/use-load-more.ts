import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type ListWindow, LOAD_MORE_DELAY_MS } from "~/lib/filters";
import type { ProductCardData } from "~/lib/product";

/** What the page's loader answers for the next page. */
type Page = { products: ProductCardData[]; slice: ListWindow };

type LoadMoreOptions = {
  /** The products the page was rendered with; a new list (new filters) starts over. */
  first: ProductCardData[];
  total: number;
  /** The address of the page of products starting at an offset. */
  pageUrl: (offset: number) => string;
  /** Told the new visible count, so the address can remember it. */
  onGrown: (count: number) => void;
};

const NONE: ProductCardData[] = [];

/**
 * 'Load More': after a short pause, fetches the next page from the server and appends it (docs/product.md#products and
 * docs/product.md#limits-and-timings). The appended products belong to the list they were loaded for, so changing
 * filters resets to 30.
 */
export function useLoadMore({ first, total, pageUrl, onGrown }: LoadMoreOptions) {
  const fetcher = useFetcher<Page>();
  const [loaded, setLoaded] = useState({ after: first, more: NONE });
  const more = loaded.after === first ? loaded.more : NONE;
  const products = more.length > 0 ? [...first, ...more] : first;
  // Busy from the click until the cards are on screen (or the answer is dropped); a new list is never busy.
  const [waitingFor, setWaitingFor] = useState<ProductCardData[] | null>(null);
  const requestedFor = useRef<ProductCardData[] | null>(null);
  const consumed = useRef<Page | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const page = fetcher.data;
    if (!page || consumed.current === page) return;
    consumed.current = page;
    setWaitingFor(null);
    // An answer for an earlier selection, or for a page that does not follow on, is dropped.
    if (requestedFor.current !== first || page.slice.offset !== first.length + more.length) return;
    setLoaded({ after: first, more: [...more, ...page.products] });
    onGrown(first.length + more.length + page.products.length);
  }, [fetcher.data, first, more, onGrown]);

  const busy = waitingFor === first;
  const loadMore = () => {
    if (busy) return;
    setWaitingFor(first);
    timer.current = setTimeout(() => {
      requestedFor.current = first;
      fetcher.load(pageUrl(products.length));
    }, LOAD_MORE_DELAY_MS);
  };

  return { products, hasMore: products.length < total, busy, loadMore };
}
