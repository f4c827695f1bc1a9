import { MinusIcon, PlusIcon } from "lucide-react";
import { useId } from "react";
import { normalizeQuantity } from "~/lib/cart";

type QuantityInputProps = {
  /** What the shopper typed; normalizeQuantity() turns it into the quantity (at least 1, non-numbers 1). */
  text: string;
  onTextChange: (text: string) => void;
};

/** Minus, a number box and plus. The box may hold a half-typed value; leaving it settles the number. */
export function QuantityInput({ text, onTextChange }: QuantityInputProps) {
  const id = useId();
  const quantity = normalizeQuantity(text);
  const buttonStyle =
    "flex w-11 cursor-pointer items-center justify-center text-foreground transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        Quantity
      </label>
      <div className="inline-flex h-11 items-stretch rounded-md border border-border bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={quantity <= 1}
          onClick={() => onTextChange(String(quantity - 1))}
          className={`${buttonStyle} rounded-l-md`}
        >
          <MinusIcon aria-hidden className="size-4" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={() => onTextChange(String(quantity))}
          className="w-14 border-x border-border text-center font-semibold"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onTextChange(String(quantity + 1))}
          className={`${buttonStyle} rounded-r-md`}
        >
          <PlusIcon aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
