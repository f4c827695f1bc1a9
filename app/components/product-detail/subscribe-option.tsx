import { RefreshCwIcon } from "lucide-react";
import { useId } from "react";
import { CadenceSelect } from "~/components/cart/cadence-select";

type SubscribeOptionProps = {
  /**
   * From subscribeSavePercent(): computed from the product's prices, never hard-coded
   * (docs/product.md#subscribe-and-save).
   */
  percent: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Weeks between deliveries, chosen once the box is ticked. */
  cadenceWeeks: number;
  onCadenceChange: (weeks: number) => void;
};

/**
 * The 'Subscribe & Save N%' checkbox; ticked, the subscription price replaces the shown price and "Deliver every"
 * asks how often.
 */
export function SubscribeOption({
  percent,
  checked,
  onCheckedChange,
  cadenceWeeks,
  onCadenceChange,
}: SubscribeOptionProps) {
  const id = useId();
  return (
    <div className="rounded-lg border border-border bg-muted/60 px-4 py-3 has-checked:border-brand has-checked:bg-red-50">
      <div className="flex items-center gap-3">
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
      {checked && <CadenceSelect value={cadenceWeeks} onChange={onCadenceChange} className="mt-3 ml-8" />}
    </div>
  );
}
