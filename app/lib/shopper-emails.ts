/**
 * Sending a shopper's order e-mail again from the back office: the order confirmation, or the
 * latest shipping e-mail (shipped, out for delivery, delivered), to the order's address. Zod-free; the form's
 * schema is `shopper-emails.schema.ts`.
 */

export const SHOPPER_EMAIL_KINDS = ["confirmation", "shipping"] as const;
export type ShopperEmailKind = (typeof SHOPPER_EMAIL_KINDS)[number];

/** The same e-mail goes again at most once in this many minutes: a double click or a second member sends one. */
export const RESEND_INTERVAL_MINUTES = 5;

/** The query parameter that carries the result back to the order page after a resend. */
export const RESEND_NOTICE_PARAM = "resent";

/** An e-mail the shopper was sent and the order page offers to send again. */
export type ResendableEmail = {
  kind: ShopperEmailKind;
  /** "Order confirmation", "Shipping e-mail: Delivered". */
  label: string;
  to: string;
  /** The last time a member sent it again, if ever. */
  lastResentAt: Date | null;
};
