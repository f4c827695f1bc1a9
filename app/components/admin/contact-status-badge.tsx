import { cn } from "~/components/ui/cn";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "~/lib/contact-inbox";

const TONES: Record<ContactStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", TONES[status])}>
      {CONTACT_STATUS_LABELS[status]}
    </span>
  );
}
