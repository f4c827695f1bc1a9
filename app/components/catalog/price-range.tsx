import { useId, useState } from "react";
import {
  centsToDollarsInput,
  clampPriceRange,
  type PriceBounds,
  type ProductFilters,
  parseDollars,
} from "~/lib/filters";
import { formatCents } from "~/lib/money";

type PriceRangeProps = {
  filters: ProductFilters;
  bounds: PriceBounds;
  onChange: (next: ProductFilters) => void;
};

type Draft = { min: string; max: string };

function asDraft(range: PriceBounds): Draft {
  return { min: centsToDollarsInput(range.minCents), max: centsToDollarsInput(range.maxCents) };
}

/**
 * Minimum and maximum price boxes. A typed value applies when the box is left or Enter is pressed, not on
 * every keystroke: clamping '1' (on the way to '120') up to the catalogue minimum would fight the shopper.
 */
export function PriceRange({ filters, bounds, onChange }: PriceRangeProps) {
  const applied = clampPriceRange(filters, bounds);
  const appliedDraft = asDraft(applied);
  const [draft, setDraft] = useState(appliedDraft);
  // A range applied elsewhere (clear filters, back button) replaces what was typed.
  const [draftFor, setDraftFor] = useState(appliedDraft);
  if (draftFor.min !== appliedDraft.min || draftFor.max !== appliedDraft.max) {
    setDraftFor(appliedDraft);
    setDraft(appliedDraft);
  }

  const commit = () => {
    const next = { ...filters, minPriceCents: parseDollars(draft.min), maxPriceCents: parseDollars(draft.max) };
    const clamped = clampPriceRange(next, bounds);
    // Shows the clamped values at once, before the new results arrive.
    setDraft(asDraft(clamped));
    if (clamped.minCents !== applied.minCents || clamped.maxCents !== applied.maxCents) onChange(next);
  };

  const id = useId();
  const box = (end: keyof Draft, label: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${end}`} className="mb-1 block text-xs font-semibold text-muted-foreground">
        {label}
      </label>
      <div className="flex h-10 items-center rounded-md border border-border bg-background px-3 focus-within:outline-2 focus-within:outline-ring">
        <span aria-hidden className="mr-1 text-sm text-muted-foreground">
          $
        </span>
        <input
          id={`${id}-${end}`}
          type="number"
          name={end}
          inputMode="decimal"
          // Any amount may be typed; out-of-range and unparsable values are clamped, not refused.
          step="any"
          value={draft[end]}
          onChange={(event) => setDraft((was) => ({ ...was, [end]: event.target.value }))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            commit();
          }}
          className="w-full min-w-0 bg-transparent text-sm outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-bold tracking-wide uppercase">Price</legend>
      <div className="flex items-end gap-2">
        {box("min", "Min")}
        <span aria-hidden className="pb-2.5 text-muted-foreground">
          –
        </span>
        {box("max", "Max")}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {`All products: ${formatCents(bounds.minCents)} – ${formatCents(bounds.maxCents)}`}
      </p>
    </fieldset>
  );
}
