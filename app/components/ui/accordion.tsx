import { createContext, useContext, useId, useState } from "react";

/**
 * A single-open, collapsible accordion with the shape of Radix's (Root, Item, Header, Trigger, Content), in
 * a few lines: on the product page Radix's version and its shared internals cost ~9 KB of every first
 * download (decision 007). Triggers are buttons in headings with aria-expanded and aria-controls; closed
 * panels are hidden; the arrow keys, Home and End move between triggers.
 */
type RootState = { openValue: string | null; toggle(value: string): void };
type ItemState = { value: string; open: boolean; triggerId: string; contentId: string };

const RootContext = createContext<RootState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useItem(): ItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error("Accordion parts belong inside an Accordion.Item");
  return item;
}

/** `type` is always "single" here; it stays in the props so the markup reads as with Radix. */
type RootProps = React.ComponentProps<"div"> & { type: "single"; collapsible?: boolean; defaultValue?: string };

function Root({ type: _single, collapsible = false, defaultValue, ...props }: RootProps) {
  const [openValue, setOpenValue] = useState<string | null>(defaultValue ?? null);
  const toggle = (value: string) => setOpenValue((open) => (open === value ? (collapsible ? null : open) : value));
  return (
    <RootContext.Provider value={{ openValue, toggle }}>
      <div data-accordion-root="" {...props} />
    </RootContext.Provider>
  );
}

function Item({ value, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const root = useContext(RootContext);
  if (!root) throw new Error("Accordion.Item belongs inside an Accordion.Root");
  const id = useId();
  const open = root.openValue === value;
  return (
    <ItemContext.Provider value={{ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div data-state={open ? "open" : "closed"} {...props} />
    </ItemContext.Provider>
  );
}

function Header(props: React.ComponentProps<"h3">) {
  return <h3 data-state={useItem().open ? "open" : "closed"} {...props} />;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTriggers(event: React.KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  const root = event.currentTarget.closest("[data-accordion-root]");
  if (!move || !root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")];
  event.preventDefault();
  triggers[move(triggers.indexOf(event.currentTarget), triggers.length)]?.focus();
}

function Trigger(props: React.ComponentProps<"button">) {
  const item = useItem();
  const root = useContext(RootContext);
  return (
    <button
      type="button"
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.contentId}
      data-state={item.open ? "open" : "closed"}
      data-accordion-trigger=""
      onClick={() => root?.toggle(item.value)}
      onKeyDown={moveBetweenTriggers}
      {...props}
    />
  );
}

/** A section named by its trigger, so it is a region. */
function Content(props: React.ComponentProps<"section">) {
  const item = useItem();
  return (
    <section
      id={item.contentId}
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-state={item.open ? "open" : "closed"}
      {...props}
    />
  );
}

export const Accordion = { Root, Item, Header, Trigger, Content };
