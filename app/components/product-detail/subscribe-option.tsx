import { RefreshCwIcon } from "lucide-react";
import { useId } from "react";

type SubscribeOptionProps = {
  /**
   * From subscribeSavePercent(): computed from the product's prices, never hard-coded
   * (docs/product.md#subscribe-and-save).
   */
  percent: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** The 'Subscribe & Save N%' checkbox; ticked, the subscription price replaces the shown price. */
export function SubscribeOption({ percent, checked, onCheckedChange }: SubscribeOptionProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/60 px-4 py-3 has-checked:border-brand has-checked:bg-red-50">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 cursor-pointer accent-brand"
      />
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <RefreshCwIcon aria-hidden className="size-4 text-brand-dark" />
        Subscribe &amp; Save {percent}%
      </label>
    </div>
  );
}
