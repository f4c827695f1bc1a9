import { storeDay } from "~/lib/store-time";
import { pauseDateRange } from "~/lib/subscriptions";

/**
 * The day a pause ends, for the shopper's portal and the back office alike: a store day from tomorrow to a year
 * ahead, the bounds the server checks.
 */
export function PauseDateInput({
  id,
  pausedUntil,
  className,
}: {
  id: string;
  pausedUntil: string | null;
  className: string;
}) {
  const { min, max } = pauseDateRange(storeDay(new Date()));
  return (
    <input
      id={id}
      type="date"
      name="until"
      required
      min={min}
      max={max}
      defaultValue={pausedUntil ?? undefined}
      className={className}
    />
  );
}
