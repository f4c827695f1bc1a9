import { z } from "zod";
import { type CartLine, lineCadenceWeeks } from "./cart";
import { cadenceWeeksSchema, productIdSchema } from "./cart.schema";
import {
  CHECKOUT_MESSAGES,
  CUSTOMER_FIELD_LABELS,
  type CustomerField,
  type CustomerFormValues,
  type CustomerProblem,
  EMAIL_PATTERN,
  LINE_FIELD,
  REQUIRED_CUSTOMER_FIELDS,
} from "./checkout-fields";
import { DELIVERY_METHODS, type LocalDeliveryResult } from "./delivery";
import { formFields } from "./forms";
import { normalizeOrderNumber } from "./order-details";

/** The checkout and order-tracking schemas: the form checks with them in the browser, the actions on the server. */

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

/** The customer and address fields: the checkout form checks them in the browser with this. */
export const checkoutCustomerSchema = z.object({
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

/** The shipping address alone (recipient included): the address book checks with the same rules. */
export const shippingAddressSchema = checkoutCustomerSchema.omit({ email: true });

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
  /** A subscription line's delivery cadence; absent is the default, and a one-time line's is ignored. */
  cadenceWeeks: cadenceWeeksSchema.optional(),
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
    customer: checkoutCustomerSchema,
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

export function readCustomerValues(form: FormData): CustomerFormValues {
  return formFields(form, [...Object.keys(CUSTOMER_FIELD_LABELS), "country"]);
}

/** Reads the checkout form's fields: a plain POST is all the server needs. */
export function parseCheckoutForm(form: FormData) {
  const { deliveryMethod, idempotencyKey } = formFields(form, ["deliveryMethod", "idempotencyKey"]);
  return formSubmissionSchema.safeParse({
    customer: readCustomerValues(form),
    deliveryMethod: deliveryMethod || undefined,
    idempotencyKey,
    lines: form.getAll(LINE_FIELD).filter((v) => typeof v === "string"),
  });
}

export function toCheckoutLine(line: CartLine): CheckoutLineInput {
  const cadenceWeeks = lineCadenceWeeks(line);
  return {
    productId: line.product.id,
    flavor: line.flavor,
    quantity: line.quantity,
    subscription: line.subscription,
    ...(cadenceWeeks === null ? {} : { cadenceWeeks }),
  };
}

/**
 * What stops a checkout in the browser, with its toast: missing required fields first, then the email's shape. A
 * field that is only too long is not one: the action answers it.
 */
export function customerProblem(error: z.ZodError): CustomerProblem | null {
  const missing = REQUIRED_CUSTOMER_FIELDS.filter((field) =>
    error.issues.some((i) => i.path[0] === field && (i.code === "too_small" || i.code === "invalid_type")),
  );
  if (missing.length > 0) return { kind: "missing", fields: missing };
  if (error.issues.some((i) => i.path[0] === "email")) return { kind: "invalid-email" };
  return null;
}

/** The customer problem of a form's values (`customerProblem`), or null when they pass. */
export function findCustomerProblem(values: CustomerFormValues): CustomerProblem | null {
  const result = checkoutCustomerSchema.safeParse(values);
  return result.success ? null : customerProblem(result.error);
}

export const localDeliveryResultSchema = z.object({
  isLocalDeliveryAvailable: z.boolean(),
  deliveryMethod: z
    .object({
      type: z.literal("local"),
      name: z.string(),
      priceCents: z.number().int().min(0),
      expectedDeliveryDate: z.string(),
    })
    .nullable(),
}) satisfies z.ZodType<LocalDeliveryResult>;

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
