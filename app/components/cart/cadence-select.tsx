import { useId } from "react";
import { cn } from "~/components/ui/cn";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { cadenceChoices } from "~/lib/cart";

type CadenceSelectProps = {
  /** Weeks between deliveries. */
  value: number;
  onChange: (weeks: number) => void;
  className?: string;
};

/**
 * "Deliver every [4 weeks]" for a subscription, from the cadences the owner offers; a native select, so the
 * keyboard and screen readers need nothing extra.
 */
export function CadenceSelect({ value, onChange, className }: CadenceSelectProps) {
  const id = useId();
  const { subscriptionCadences } = useStorefrontSettings();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        Deliver every
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 cursor-pointer rounded-md border border-border bg-background px-2 text-sm font-medium"
      >
        {cadenceChoices(subscriptionCadences, value).map((weeks) => (
          <option key={weeks} value={weeks}>
            {weeks} weeks
          </option>
        ))}
      </select>
    </div>
  );
}
