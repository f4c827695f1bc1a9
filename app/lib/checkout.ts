import { z } from "zod";
import type { CartLine, DeliveryMethod } from "./cart";
import { productIdSchema } from "./cart-schemas";
import { isUsFederalHoliday } from "./us-holidays";

/** Checkout rules shared by the form in the browser and the /checkout action on the server. */

export const CUSTOMER_FIELD_LABELS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "ZIP Code",
} as const;

export type CustomerField = keyof typeof CUSTOMER_FIELD_LABELS;

/** In form order, which is also the order of 'Please fill in: …'. */
export const REQUIRED_CUSTOMER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "address",
  "city",
  "state",
  "zipCode",
] as const satisfies readonly CustomerField[];

/** Toasts of docs/product.md#messages, word for word. */
export const CHECKOUT_MESSAGES = {
  missingInformation: (labels: readonly string[]) => ({
    title: "Missing Information",
    description: `Please fill in: ${labels.join(", ")}`,
  }),
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  checkoutError: { title: "Checkout Error", description: "Failed to create checkout session. Please try again." },
  checkoutFailed: { title: "Checkout Failed", description: "Something went wrong. Please try again." },
} as const;

export const DELIVERY_METHODS = ["shipping", "local"] as const satisfies readonly DeliveryMethod[];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: "Standard Shipping",
  local: "Local Delivery (San Angelo Only)",
};

/** A simple address pattern without spaces (docs/product.md#checkout-rules). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bounds that keep one order's amounts far inside integer cents; the cart itself has no upper limit. */
const MAX_LINE_QUANTITY = 999;
const MAX_CHECKOUT_LINES = 100;

function requiredText(field: CustomerField, max = 200) {
  const message = `${CUSTOMER_FIELD_LABELS[field]} is required`;
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${CUSTOMER_FIELD_LABELS[field]} is too long` });
}

const customerSchema = z.object({
  firstName: requiredText("firstName"),
  lastName: requiredText("lastName"),
  email: requiredText("email", 254).regex(EMAIL_PATTERN, { error: CHECKOUT_MESSAGES.invalidEmail.description }),
  phone: z
    .string()
    .trim()
    .max(40, { error: "Phone is too long" })
    .optional()
    .transform((v) => v || null),
  address: requiredText("address"),
  city: requiredText("city", 100),
  state: requiredText("state", 100),
  zipCode: requiredText("zipCode", 20),
  // Orders ship within the United States; prices are USD.
  country: z.literal("US", { error: "We ship within the US only" }).default("US"),
});

/** The customer's fields as a form holds them, before validation. */
export type CustomerFormValues = Partial<Record<CustomerField | "country", string>>;

/** One cart line as checkout sends it: never a price (decision 102). */
const checkoutLineSchema = z.object({
  productId: productIdSchema,
  flavor: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int({ error: "Quantity must be a whole number" })
    .min(1, { error: "Quantity must be at least 1" })
    .max(MAX_LINE_QUANTITY, { error: `Quantity must be at most ${MAX_LINE_QUANTITY}` }),
  subscription: z.boolean().default(false),
});

export type CheckoutLineInput = z.input<typeof checkoutLineSchema>;
export type CheckoutLine = z.output<typeof checkoutLineSchema>;

/** Generated in the browser once per checkout attempt; url-safe, long enough not to collide. */
const idempotencyKeySchema = z
  .string({ error: "The checkout attempt key is missing" })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: "The checkout attempt key is malformed" });

/** The whole submission, with lines as objects (JSON callers) or as the form's JSON strings. */
function submissionSchema<Line extends z.ZodType<CheckoutLine>>(line: Line) {
  return z.object({
    customer: customerSchema,
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Choose a delivery method" }).default("shipping"),
    idempotencyKey: idempotencyKeySchema,
    lines: z
      .array(line)
      .min(1, { error: "Your cart is empty" })
      .max(MAX_CHECKOUT_LINES, { error: `An order may have at most ${MAX_CHECKOUT_LINES} lines` }),
  });
}

export const checkoutSubmissionSchema = submissionSchema(checkoutLineSchema);

export type CheckoutSubmission = z.output<typeof checkoutSubmissionSchema>;

/** Each cart line travels as one hidden input named `line` holding JSON. */
export const LINE_FIELD = "line";

const lineFieldSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "A cart line is not valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(checkoutLineSchema);

const formSubmissionSchema = submissionSchema(lineFieldSchema);

function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

export function readCustomerValues(form: FormData): CustomerFormValues {
  const keys = [...Object.keys(CUSTOMER_FIELD_LABELS), "country"];
  return Object.fromEntries(keys.map((key) => [key, formText(form, key)]));
}

/** Reads the checkout form's fields: a plain POST is all the server needs. */
export function parseCheckoutForm(form: FormData) {
  return formSubmissionSchema.safeParse({
    customer: readCustomerValues(form),
    deliveryMethod: formText(form, "deliveryMethod") || undefined,
    idempotencyKey: formText(form, "idempotencyKey"),
    lines: form.getAll(LINE_FIELD).filter((v) => typeof v === "string"),
  });
}

export function toCheckoutLine(line: CartLine): CheckoutLineInput {
  return {
    productId: line.product.id,
    flavor: line.flavor,
    quantity: line.quantity,
    subscription: line.subscription,
  };
}

export type CustomerProblem = { kind: "missing"; fields: CustomerField[] } | { kind: "invalid-email" };

/** What the browser checks before submitting: missing required fields first, then the email's shape. */
export function findCustomerProblem(values: CustomerFormValues): CustomerProblem | null {
  const result = customerSchema.safeParse(values);
  if (result.success) return null;
  const missing = REQUIRED_CUSTOMER_FIELDS.filter((field) =>
    result.error.issues.some((i) => i.path[0] === field && (i.code === "too_small" || i.code === "invalid_type")),
  );
  if (missing.length > 0) return { kind: "missing", fields: missing };
  if (result.error.issues.some((i) => i.path[0] === "email")) return { kind: "invalid-email" };
  return null;
}

/** The message per customer field, for the inputs themselves. */
export function customerFieldErrors(values: CustomerFormValues): Record<string, string> {
  const result = customerSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** The toast for a customer problem (docs/product.md#messages). */
export function customerProblemMessage(problem: CustomerProblem) {
  if (problem.kind === "invalid-email") return CHECKOUT_MESSAGES.invalidEmail;
  return CHECKOUT_MESSAGES.missingInformation(problem.fields.map((f) => CUSTOMER_FIELD_LABELS[f]));
}

/** The first message per field, keyed by the form's field names (`customer.city` becomes `city`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const key = first === "customer" && typeof second === "string" ? second : String(first ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

// Local delivery (docs/product.md#local-delivery).

/** San Angelo's time zone: "next business day" is counted from the store's calendar, not the server's. */
export const STORE_TIME_ZONE = "America/Chicago";
const LOCAL_CITY = "san angelo";
const LOCAL_STATES = ["tx", "texas"];

export type Address = { city: string; state: string };

/** San Angelo and TX or Texas, trimmed, case-insensitive. Inner spaces are collapsed too ("San  Angelo"). */
export function isLocalDeliveryAddress({ city, state }: Address): boolean {
  const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return normalize(city) === LOCAL_CITY && LOCAL_STATES.includes(normalize(state));
}

function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isUsFederalHoliday(day.toISOString().slice(0, 10));
}

/**
 * The next business day after `now` on the store's calendar, as YYYY-MM-DD: Monday to Friday, skipping
 * observed US federal holidays (decision 024).
 */
export function nextBusinessDay(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isBusinessDay(day));
  return day.toISOString().slice(0, 10);
}

/** The validate-local-delivery answer (docs/product.md#calls). */
export type LocalDeliveryResult = {
  isLocalDeliveryAvailable: boolean;
  deliveryMethod: { type: "local"; name: string; priceCents: 0; expectedDeliveryDate: string } | null;
};

export const localDeliveryResultSchema = z.object({
  isLocalDeliveryAvailable: z.boolean(),
  deliveryMethod: z
    .object({
      type: z.literal("local"),
      name: z.string(),
      priceCents: z.literal(0),
      expectedDeliveryDate: z.string(),
    })
    .nullable(),
}) satisfies z.ZodType<LocalDeliveryResult>;

export function checkLocalDelivery(address: Address, now: Date): LocalDeliveryResult {
  if (!isLocalDeliveryAddress(address)) return { isLocalDeliveryAvailable: false, deliveryMethod: null };
  return {
    isLocalDeliveryAvailable: true,
    deliveryMethod: {
      type: "local",
      name: DELIVERY_METHOD_LABELS.local,
      priceCents: 0,
      expectedDeliveryDate: nextBusinessDay(now),
    },
  };
}

/** "Friday, June 5" for a YYYY-MM-DD date, read as a calendar day (no time-zone shift). */
export function formatDeliveryDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

// Orders as pages and the order APIs show them.

/**
 * `needs_attention`: paid, but stock ran out before the order could take it (docs/product.md#stock); the store
 * contacts the shopper about a backorder or a refund.
 */
export const ORDER_STATUSES = ["pending", "paid", "failed", "canceled", "needs_attention"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Payment failed",
  canceled: "Canceled",
  needs_attention: "Paid, needs attention",
};

/** A line of an order; `price` is the line's total in integer cents. */
export type OrderItem = { name: string; flavor: string | null; subscription: boolean; quantity: number; price: number };

/**
 * The get-order-details answer (docs/product.md#calls) plus what the confirmation shows. `orderId` is the
 * unguessable public id; `total` is integer cents, like every amount in the store (docs/product.md#money).
 */
export type OrderDetails = {
  orderId: string;
  orderNumber: string;
  total: number;
  customerEmail: string;
  status: OrderStatus;
  testMode: boolean;
  items: OrderItem[];
};

/** What /track-order shows: the details plus the amounts, delivery and history. */
export type TrackedOrder = OrderDetails & {
  subtotal: number;
  shipping: number;
  deliveryMethod: DeliveryMethod;
  expectedDeliveryDate: string | null;
  placedAt: string;
  paidAt: string | null;
};

export function orderSuccessPath(publicId: string): string {
  return `/order-success?${new URLSearchParams({ orderId: publicId })}`;
}

/** Order numbers read CS-10001; shoppers may type "10001" or "#cs-10001". */
export function normalizeOrderNumber(input: string): string {
  const value = input.trim().replace(/^#/, "").toUpperCase();
  return /^\d+$/.test(value) ? `CS-${value}` : value;
}

export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: "Enter your order number" })
    .trim()
    .min(1, { error: "Enter your order number" })
    .max(40, { error: "That is not an order number" })
    .transform(normalizeOrderNumber),
  email: z
    .string({ error: "Enter the email address you ordered with" })
    .trim()
    .min(1, { error: "Enter the email address you ordered with" })
    .max(254, { error: CHECKOUT_MESSAGES.invalidEmail.description })
    .regex(EMAIL_PATTERN, { error: CHECKOUT_MESSAGES.invalidEmail.description }),
});

/** The neutral answer for a wrong pair: it does not say which half was wrong. */
export const ORDER_NOT_FOUND_MESSAGE = "We could not find an order with that number and email.";

/** A line in one string, for payment pages and e-mails: "Whey Protein (Chocolate, Subscription)". */
export function describeLine(line: { name: string; flavor: string | null; subscription: boolean }): string {
  const details = [line.flavor, line.subscription ? "Subscription" : null].filter(Boolean);
  return details.length > 0 ? `${line.name} (${details.join(", ")})` : line.name;
}
