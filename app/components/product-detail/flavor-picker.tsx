import { useId } from "react";
import { cn } from "~/components/ui/cn";

type FlavorPickerProps = {
  flavors: string[];
  /**
   * Flavours with no units left: still chosen freely (the stock message then says so), drawn struck through and
   * described as "Out of stock" to screen readers, which do not read the strike.
   */
  soldOut: readonly string[];
  value: string;
  onValueChange: (flavor: string) => void;
};

/** A radio group labelled 'Flavor'; native radios give arrow-key selection without extra JavaScript. */
export function FlavorPicker({ flavors, soldOut, value, onValueChange }: FlavorPickerProps) {
  const labelId = useId();
  const soldOutId = `${labelId}-sold-out`;
  return (
    <div>
      <p className="mb-2 text-sm">
        <span id={labelId} className="font-semibold">
          Flavor
        </span>
        : <span className="text-muted-foreground">{value}</span>
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {flavors.map((flavor) => (
          <label
            key={flavor}
            className={cn(
              "cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              flavor === value
                ? "border-ink bg-ink text-white"
                : "border-border bg-white hover:border-muted-foreground",
              soldOut.includes(flavor) && "line-through decoration-2",
            )}
          >
            <input
              type="radio"
              name="flavor"
              value={flavor}
              checked={flavor === value}
              onChange={() => onValueChange(flavor)}
              aria-describedby={soldOut.includes(flavor) ? soldOutId : undefined}
              className="sr-only"
            />
            {flavor}
          </label>
        ))}
      </div>
      <span id={soldOutId} hidden>
        Out of stock
      </span>
    </div>
  );
}
