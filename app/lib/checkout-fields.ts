/**
 * The checkout form's customer fields, their labels and its toasts, shared by the form in the browser and the
 * /checkout action; the schemas are in checkout.schema.ts.
 */

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
  notEnoughStock: {
    title: "Not Enough Stock",
    description: "Your order asks for more than we have. Change the quantity in the order summary to continue.",
  },
} as const;

/** A simple address pattern without spaces (docs/product.md#checkout-rules). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The customer's fields as a form holds them, before validation. */
export type CustomerFormValues = Partial<Record<CustomerField | "country", string>>;

/** Each cart line travels as one hidden input named `line` holding JSON. */
export const LINE_FIELD = "line";

export type CustomerProblem = { kind: "missing"; fields: CustomerField[] } | { kind: "invalid-email" };

/** The toast for a customer problem (docs/product.md#messages). */
export function customerProblemMessage(problem: CustomerProblem) {
  if (problem.kind === "invalid-email") return CHECKOUT_MESSAGES.invalidEmail;
  return CHECKOUT_MESSAGES.missingInformation(problem.fields.map((f) => CUSTOMER_FIELD_LABELS[f]));
}
