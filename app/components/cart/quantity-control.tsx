import { MinusIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { normalizeQuantity } from "~/lib/cart";

type QuantityControlProps = { title: string; quantity: number; onChange: (quantity: number) => void };

const stepStyle =
  "inline-flex size-8 cursor-pointer items-center justify-center text-foreground transition-colors hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent [&_svg]:size-4";

/**
 * Minus, a typed amount and plus. Decrease is disabled at 1 with aria-disabled rather than `disabled`,
 * so the button keeps focus when the shopper steps down to 1. Typed text is applied on blur or Enter
 * (never below 1; anything that is not a number becomes 1).
 */
export function QuantityControl({ title, quantity, onChange }: QuantityControlProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const atMinimum = quantity <= 1;

  const commit = () => {
    if (draft === null) return;
    onChange(normalizeQuantity(draft));
    setDraft(null);
  };

  return (
    <div className="inline-flex items-center rounded-md border border-border">
      <button
        type="button"
        aria-label={`Decrease quantity of ${title}`}
        aria-disabled={atMinimum}
        onClick={() => !atMinimum && onChange(quantity - 1)}
        className={cn(stepStyle, "rounded-l-md")}
      >
        <MinusIcon aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={`Quantity of ${title}`}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === "Enter" && commit()}
        className="h-8 w-10 border-x border-border bg-transparent text-center text-sm font-semibold tabular-nums focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${title}`}
        onClick={() => onChange(quantity + 1)}
        className={cn(stepStyle, "rounded-r-md")}
      >
        <PlusIcon aria-hidden />
      </button>
    </div>
  );
}
