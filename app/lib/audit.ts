import { formatStoreDateTime } from "./store-time";

/*
 * The audit log in the owner's words: each action code as a phrase, and what a row's before and after say as a
 * short list of changes, so the log reads without knowing the codes or JSON.
 */

/** Every action the store records, in words; the action filter offers them in this order. */
export const AUDIT_ACTION_LABELS = {
  "order.pack": "Order packed",
  "order.ship": "Order shipped",
  "order.send_out": "Order out for delivery",
  "order.deliver": "Order delivered",
  "order.resolve": "Order problem resolved",
  "order.cancel": "Order cancelled",
  "order.refund": "Refund made",
  "order.refund_failed": "Refund failed",
  "order.note_added": "Internal note added",
  "order.email_resent": "Shopper's e-mail sent again",
  "message.answered": "Message answered",
  "message.closed": "Message closed",
  "message.reopened": "Message reopened",
  "review.published": "Review published",
  "review.held": "Review held for approval",
  "review.hidden": "Review hidden",
  "review.replied": "Review answered",
  "review.deleted": "Review deleted",
  "product.created": "Product added",
  "product.updated": "Product edited",
  "product.archived": "Product archived",
  "product.restored": "Product restored",
  "product.photos_added": "Product photos added",
  "product.photo_moved": "Product photo moved",
  "product.photo_removed": "Product photo removed",
  "product.photo_described": "Product photo described",
  "product.flavor_prices": "Flavor prices set",
  "product.imported": "Product changed by a CSV import",
  "subscription.skip": "Subscription delivery skipped",
  "subscription.pause": "Subscription paused",
  "subscription.resume": "Subscription resumed",
  "subscription.cancel": "Subscription cancelled",
  "subscription.cadence": "Subscription cadence changed",
  "subscription.quantity": "Subscription quantity changed",
  "subscription.flavor": "Subscription flavor changed",
  "subscription.address": "Subscription address changed",
  "stock.adjusted": "Stock corrected",
  "stock.alert_level_set": "Low-stock alert level set",
  "category.added": "Category added",
  "category.changed": "Category edited",
  "category.moved": "Category moved",
  "category.removed": "Category removed",
  "category.picture_changed": "Category picture changed",
  "brand.added": "Brand added",
  "brand.changed": "Brand edited",
  "brand.moved": "Brand moved",
  "brand.removed": "Brand removed",
  "brand.logo_changed": "Brand logo changed",
  "blog.post_created": "Article written",
  "blog.post_updated": "Article edited",
  "tax.rate_set": "State tax rate set",
  "tax.rate_removed": "State tax rate removed",
  "tax.local_rate_set": "San Angelo tax rate set",
  "setting.changed": "Store setting changed",
  "staff.invited": "Member invited",
  "staff.joined": "Member joined",
  "staff.removed": "Member removed",
  "staff.invitation-withdrawn": "Invitation withdrawn",
  "owner.created": "Owner account created",
  "owner.promoted": "Made an owner",
} as const satisfies Record<string, string>;

/** An action code the store writes; writing one with no words here fails the type check. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** An action in words; one this list does not know yet shows its code. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** The longest a value is shown in a summary; the rest is cut with an ellipsis. */
const VALUE_LENGTH = 80;

/** "shippingTaxable" → "shipping taxable". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** One value as a person reads it: yes/no, lists by commas, times on the store's clock, "none" for nothing. */
function readable(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "none";
  else if (typeof value === "boolean") text = value ? "yes" : "no";
  else if (typeof value === "string") text = ISO_INSTANT.test(value) ? formatStoreDateTime(new Date(value)) : value;
  else if (Array.isArray(value)) text = value.length === 0 ? "none" : value.map(readable).join(", ");
  else if (typeof value === "object") {
    text = Object.entries(value)
      .map(([key, inner]) => `${words(key)} ${readable(inner)}`)
      .join(", ");
  } else text = String(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * What a row changed, one line per field: "rate: 6.25% → 6.3%" where both sides have it, "rate: 6.25%" for what
 * was added, "rate: 6.25% (removed)" for what went; fields that did not change are left out.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null || before === undefined) return after === null || after === undefined ? [] : [readable(after)];
    if (after === null || after === undefined) return [`${readable(before)} (removed)`];
    return [`${readable(before)} → ${readable(after)}`];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const [old, current] = [was[key], now[key]];
    if (JSON.stringify(old) === JSON.stringify(current)) continue;
    if (!(key in now)) lines.push(`${words(key)}: ${readable(old)} (removed)`);
    else if (!(key in was)) lines.push(`${words(key)}: ${readable(current)}`);
    else lines.push(`${words(key)}: ${readable(old)} → ${readable(current)}`);
  }
  return lines;
}
