import type { DeliveryMethod } from "./delivery";
import type { OrderAction } from "./fulfilment";
import type { Tracking } from "./order-details";
import type { OrderStatus } from "./order-status";

/** The back office's shared rules (docs/back-office.md): roles, what each may do, paging. */

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };

/** An owner may do everything staff may, and manage the team. */
export function roleAllows(options: { has: StaffRole; needs: StaffRole }): boolean {
  return options.has === "owner" || options.needs === "staff";
}

/** Who is using the back office, as its pages see them. */
export type StaffMember = {
  userId: string;
  email: string;
  role: StaffRole;
  /** verified: this session passed a second factor; on: turned on, but not checked for this session. */
  secondFactor: "verified" | "on" | "off";
};

/** A row of the Staff page's team list. */
export type TeamMember = { userId: string; email: string; role: StaffRole; since: Date };

/** Rows a back-office list shows on one page. */
export const ADMIN_PAGE_SIZE = 25;

export type Paged<Item> = { items: Item[]; page: number; pageCount: number };

/** How many pages a back-office list of `total` rows fills: at least one, so an empty list has its page. */
export function adminPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const ADMIN_MESSAGES = {
  forbidden: "This page is for the store's staff only.",
  ownersOnly: "Only an owner can do that.",
  invitationGone: "This invitation has expired or was already used. Ask the store's owner for a new one.",
} as const;

/** What the Staff page's forms answer. */
export type StaffActionData = { intent: string; error?: string; done?: string };

/** A row of the audit log: who (by address), what, on what, the record before and after, when. */
export type AuditEntry = {
  id: string;
  actorEmail: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** A payment event as the order page lists it: what the provider said, and what the store did with it. */
export type AdminPaymentEvent = { eventId: string; type: string; outcome: string; occurredAt: Date };

/** Everything the back office's order page shows; amounts are integer cents. */
export type AdminOrder = {
  orderNumber: string;
  publicId: string;
  status: OrderStatus;
  testMode: boolean;
  attentionReason: string | null;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
  address: { address: string; city: string; state: string; zipCode: string; country: string };
  deliveryMethod: DeliveryMethod;
  expectedDeliveryDate: string | null;
  lines: {
    title: string;
    flavor: string | null;
    subscription: boolean;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  subtotalCents: number;
  shippingCents: number;
  /** Sales tax; 0 where none was charged. */
  taxCents: number;
  totalCents: number;
  payment: { provider: string; checkoutId: string | null; paymentId: string | null };
  tracking: Tracking | null;
  /** When each step happened; null for steps not taken. */
  timeline: { label: string; at: Date }[];
  events: AdminPaymentEvent[];
  audit: AuditEntry[];
  actions: OrderAction[];
};

/** What the order page's step forms answer. */
export type OrderStepResult = { error?: string; done?: string };
