import { cn } from "~/components/ui/cn";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/checkout";

const TONES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  canceled: "bg-slate-200 text-slate-800",
  needs_attention: "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-800",
  packed: "bg-sky-100 text-sky-900",
  shipped: "bg-sky-100 text-sky-900",
  out_for_delivery: "bg-sky-100 text-sky-900",
  delivered: "bg-emerald-100 text-emerald-900",
  partially_refunded: "bg-violet-100 text-violet-900",
  refunded: "bg-slate-200 text-slate-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", TONES[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
