import { FlaskConicalIcon } from "lucide-react";

/** Orders paid through the test provider say so wherever they appear. */
export function TestOrderNotice() {
  return (
    <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      <FlaskConicalIcon aria-hidden className="size-4 shrink-0" />
      Test order: placed in test mode. No card is charged and nothing will ship.
    </p>
  );
}
