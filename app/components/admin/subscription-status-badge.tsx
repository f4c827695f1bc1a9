import { StateBadge, type StateTone } from "~/components/ui/state-badge";
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "~/lib/subscriptions";

const TONES: Record<SubscriptionStatus, StateTone> = { active: "done", paused: "waiting", canceled: "off" };

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <StateBadge label={SUBSCRIPTION_STATUS_LABELS[status]} tone={TONES[status]} />;
}
