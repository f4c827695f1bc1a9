import { cn } from "~/components/ui/cn";

const TONES = {
  waiting: "bg-amber-100 text-amber-900",
  done: "bg-emerald-100 text-emerald-900",
  off: "bg-slate-200 text-slate-800",
  failed: "bg-red-100 text-red-900",
  moving: "bg-sky-100 text-sky-900",
  returned: "bg-violet-100 text-violet-900",
} as const;

export type StateTone = keyof typeof TONES;

/** A record's state as a small pill: waiting for someone, done, on its way, failed, or out of the way. */
export function StateBadge({ label, tone }: { label: string; tone: StateTone }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", TONES[tone])}>{label}</span>
  );
}
