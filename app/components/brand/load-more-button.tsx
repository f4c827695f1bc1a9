import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SHOW_PARAM } from "~/lib/brand-match";
import { LOAD_MORE_DELAY_MS } from "~/lib/filters";

/**
 * Asks the server for the next products by raising `?shown=`; a plain GET form, so it also works before
 * the page's JavaScript has loaded. With JavaScript it pauses first (docs/product.md#limits-and-timings) and keeps the
 * scroll.
 */
export function LoadMoreButton({ nextShown }: { nextShown: number }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [pausing, setPausing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Busy from the click until the bigger list has arrived.
  useEffect(() => {
    if (navigation.state === "idle") setPausing(false);
  }, [navigation.state]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const busy = pausing || navigation.state === "loading";
  return (
    <Form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setPausing(true);
        timer.current = setTimeout(() => submit(form, { preventScrollReset: true, replace: true }), LOAD_MORE_DELAY_MS);
      }}
      className="mt-10 flex justify-center"
    >
      <input type="hidden" name={SHOW_PARAM} value={nextShown} />
      <Button type="submit" variant="ink" size="lg" disabled={busy} className="min-w-48">
        {busy ? "Loading More..." : "Load More"}
      </Button>
    </Form>
  );
}
