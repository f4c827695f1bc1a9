import type { AuditActor } from "~/.server/audit/audit-log";
import type { Database } from "~/.server/db";
import type { refunds } from "~/.server/db/schema";
import type { StockChange } from "~/.server/orders/shared/stock-movements";
import type { PaymentProvider, ProviderRefund } from "~/.server/payments/provider";

export type RefundRow = typeof refunds.$inferSelect;

export type RefundResult =
  | { ok: true; orderNumber: string; refundId: string | null; status: RefundRow["status"]; message: string }
  | {
      ok: false;
      orderNumber: string;
      /** not_found: no such order; invalid: the request asks too much; conflict: not in this state; provider: refused there. */
      code: "not_found" | "invalid" | "conflict" | "provider";
      reason: string;
    };

export type RefundContext = {
  actor: AuditActor;
  /** One per submitted form: the same key refunds once (decision 149). */
  idempotencyKey: string;
  db?: Database;
  /** The active provider unless given (tests give the fake Square's adapter). */
  provider?: PaymentProvider;
  publicUrl?: string;
};

/** What a flow's first step leaves: a pending refund to send, or the answer already (a refusal, a repeat, an unpaid cancellation). */
export type StartedRefund = RefundResult | RefundRow;

/** The provider's word on a refund: its answer to our call, or its webhook. */
export type RefundOutcome = { status: ProviderRefund["status"]; providerRefundId?: string; failureReason?: string };

/** A refund as the provider's word left it, and the stock it put back (to tell the catalogue after commit). */
export type SettledRefund = { refund: RefundRow; restocked: StockChange[] };
