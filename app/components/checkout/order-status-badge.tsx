import { StateBadge, type StateTone } from "~/components/ui/state-badge";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/order-status";

const TONES: Record<OrderStatus, StateTone> = {
  pending: "waiting",
  paid: "done",
  failed: "failed",
  canceled: "off",
  needs_attention: "waiting",
  expired: "off",
  packed: "moving",
  shipped: "moving",
  out_for_delivery: "moving",
  delivered: "done",
  partially_refunded: "returned",
  refunded: "off",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StateBadge label={ORDER_STATUS_LABELS[status]} tone={TONES[status]} />;
}
