import { MinusIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { capQuantity } from "~/lib/cart";

type QuantityStepperProps = {
  quantity: number;
  onChange: (quantity: number) => void;
  /** The number box's accessible name, unless a visible `<label htmlFor={inputId}>` names it. */
  inputLabel?: string;
  inputId?: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** `large` on the product page, `small` in a cart line. */
  size: "large" | "small";
  /** The most the shopper may choose (the stock); typed values above it settle at it. */
  max: number;
  /** Out of stock: nothing to choose. */
  disabled?: boolean;
};

const SIZES = {
  large: { frame: "h-11 bg-white", step: "w-11", input: "w-14" },
  small: { frame: "h-8", step: "w-8", input: "w-10 text-sm" },
} as const;

const stepStyle =
  "inline-flex cursor-pointer items-center justify-center text-foreground transition-colors hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent [&_svg]:size-4";

/**
 * Minus, a number box and plus: the one quantity control of the store (docs/product.md#quantity: never below 1,
 * anything that is not a number becomes 1, never above `max`). The box may hold a half-typed value; blur or
 * Enter settles it. Decrease at 1 and increase at `max` are disabled with aria-disabled rather than `disabled`,
 * so the button keeps focus when the shopper steps to the end.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { quantity, onChange, inputLabel, inputId, decreaseLabel, increaseLabel, size, max, disabled } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const atMinimum = quantity <= 1;
  const atMaximum = quantity >= max;
  const style = SIZES[size];

  const commit = () => {
    if (draft === null) return;
    onChange(capQuantity(draft, max));
    setDraft(null);
  };

  return (
    <div className={cn("inline-flex items-stretch rounded-md border border-border", style.frame)}>
      <button
        type="button"
        aria-label={decreaseLabel}
        aria-disabled={atMinimum}
        disabled={disabled}
        onClick={() => !atMinimum && onChange(quantity - 1)}
        className={cn(stepStyle, style.step, "rounded-l-md")}
      >
        <MinusIcon aria-hidden />
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={inputLabel}
        disabled={disabled}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === "Enter" && commit()}
        className={cn(
          "border-x border-border bg-transparent text-center font-semibold tabular-nums disabled:opacity-40 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
          style.input,
        )}
      />
      <button
        type="button"
        aria-label={increaseLabel}
        aria-disabled={atMaximum}
        disabled={disabled}
        onClick={() => !atMaximum && onChange(quantity + 1)}
        className={cn(stepStyle, style.step, "rounded-r-md")}
      >
        <PlusIcon aria-hidden />
      </button>
    </div>
  );
}
