import { StateBadge } from "~/components/ui/state-badge";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "~/lib/contact-inbox";

const TONES = { new: "waiting", answered: "done", closed: "off" } as const;

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <StateBadge label={CONTACT_STATUS_LABELS[status]} tone={TONES[status]} />;
}
