import { describe, expect, it } from "vitest";
import type { CheckoutActionError } from "~/components/checkout/checkout-errors";
import { checkoutErrorDetails, checkoutErrorToast } from "~/components/checkout/checkout-errors";
import type { CartLine } from "~/lib/cart";
import {
  checkoutCustomerSchema,
  customerProblem,
  findCustomerProblem,
  parseCheckoutForm,
  toCheckoutLine,
} from "~/lib/checkout.schema";
import { CHECKOUT_MESSAGES, customerProblemMessage, EMAIL_PATTERN } from "~/lib/checkout-fields";
import { fieldErrors } from "~/lib/forms";
import { CUSTOMER } from "../../support/checkout-customer";

const PRODUCT_ID = "00000000-0000-4000-8000-000000000001";

function form(values: Record<string, string>, lines: string[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  for (const line of lines) data.append("line", line);
  return data;
}

describe("the customer's fields", () => {
  it("lists every missing required field in form order, with the Missing Information message", () => {
    const problem = findCustomerProblem({ ...CUSTOMER, firstName: "", email: "  ", city: "", zipCode: "" });
    expect(problem).toEqual({ kind: "missing", fields: ["firstName", "email", "city", "zipCode"] });
    expect(problem && customerProblemMessage(problem)).toEqual({
      title: "Missing Information",
      description: "Please fill in: First Name, Email, City, ZIP Code",
    });
    expect(findCustomerProblem({})).toEqual({
      kind: "missing",
      fields: ["firstName", "lastName", "email", "address", "city", "state", "zipCode"],
    });
  });

  it("checks the email's shape only once nothing is missing", () => {
    const problem = findCustomerProblem({ ...CUSTOMER, email: "dana@example" });
    expect(problem).toEqual({ kind: "invalid-email" });
    expect(problem && customerProblemMessage(problem)).toEqual({
      title: "Invalid Email",
      description: "Please enter a valid email address",
    });
    expect(findCustomerProblem({ ...CUSTOMER, email: "", lastName: "" })?.kind).toBe("missing");
  });

  it("accepts a simple address without spaces, and nothing else", () => {
    for (const good of ["a@b.co", "first.last+tag@sub.example.org"]) expect(EMAIL_PATTERN.test(good), good).toBe(true);
    for (const bad of ["a@b", "a b@c.de", "@b.co", "a@.co x", "a@@b.co"])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it("needs no phone and checks no ZIP or state format", () => {
    expect(findCustomerProblem({ ...CUSTOMER, phone: undefined, zipCode: "ABC", state: "Somewhere" })).toBeNull();
  });

  it("gives a message per field for the inputs", () => {
    const checked = checkoutCustomerSchema.safeParse({ ...CUSTOMER, lastName: "", email: "x" });
    expect(checked.error && fieldErrors(checked.error)).toEqual({
      lastName: "Last Name is required",
      email: "Please enter a valid email address",
    });
  });

  it("stops the form for nothing the toasts do not name: a field only too long is the action's to answer", () => {
    const tooLong = { ...CUSTOMER, firstName: "D".repeat(201), phone: "5".repeat(41) };
    const checked = checkoutCustomerSchema.safeParse(tooLong);
    expect(checked.error && customerProblem(checked.error)).toBeNull();
    expect(checked.error && fieldErrors(checked.error)).toEqual({
      firstName: "First Name is too long",
      phone: "Phone is too long",
    });
  });
});

describe("parseCheckoutForm", () => {
  const line = { productId: PRODUCT_ID, flavor: "Chocolate", quantity: 2, subscription: true };

  it("reads the customer, delivery method, key and JSON lines, trimmed", () => {
    const parsed = parseCheckoutForm(
      form({ ...CUSTOMER, firstName: "  Dana ", deliveryMethod: "local", idempotencyKey: "abcdefghijklmnop" }, [
        JSON.stringify(line),
      ]),
    );
    expect(parsed.success && parsed.data).toEqual({
      customer: { ...CUSTOMER, phone: null, country: "US" },
      deliveryMethod: "local",
      idempotencyKey: "abcdefghijklmnop",
      lines: [line],
    });
  });

  it("has no price anywhere: prices, totals and shipping sent by a browser are dropped (decision 102)", () => {
    const parsed = parseCheckoutForm(
      form({ ...CUSTOMER, idempotencyKey: "abcdefghijklmnop", total: "0.01", shippingCents: "0" }, [
        JSON.stringify({ ...line, price: 0.01, unitPriceCents: 1, lineTotalCents: 1 }),
      ]),
    );
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(parsed.data)).not.toMatch(/price|total|cents/i);
  });

  it("defaults to shipping and refuses what it cannot use", () => {
    const key = { idempotencyKey: "abcdefghijklmnop" };
    const ok = parseCheckoutForm(form({ ...CUSTOMER, ...key }, [JSON.stringify(line)]));
    expect(ok.success && ok.data.deliveryMethod).toBe("shipping");
    for (const [values, lines] of [
      [{ ...CUSTOMER, ...key }, []],
      [{ ...CUSTOMER, ...key }, ["{not json"]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, quantity: 1000 })]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, quantity: 1.5 })]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, cadenceWeeks: 0 })]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, cadenceWeeks: 53 })]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, cadenceWeeks: 2.5 })]],
      [{ ...CUSTOMER, ...key }, [JSON.stringify({ ...line, cadenceWeeks: "6" })]],
      [{ ...CUSTOMER, ...key, deliveryMethod: "pickup" }, [JSON.stringify(line)]],
      [{ ...CUSTOMER, ...key, country: "CA" }, [JSON.stringify(line)]],
      [{ ...CUSTOMER, idempotencyKey: "has spaces in it!" }, [JSON.stringify(line)]],
      [{ ...CUSTOMER }, [JSON.stringify(line)]],
    ] as const) {
      expect(parseCheckoutForm(form(values, [...lines])).success, JSON.stringify([values, lines])).toBe(false);
    }
  });

  it("sends a cart line as its product id, flavour, quantity, subscription flag and a subscription's cadence", () => {
    const cartLine: CartLine = {
      product: {
        id: PRODUCT_ID,
        slug: "whey",
        title: "Whey",
        images: [],
        category: "protein",
        brandSlug: null,
        priceCents: 5000,
        salePriceCents: null,
        subscriptionPriceCents: 4500,
        stock: 5,
        variants: [{ flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 5 }],
      },
      quantity: 3,
      flavor: "Vanilla",
      subscription: false,
    };
    expect(toCheckoutLine(cartLine)).toEqual({
      productId: PRODUCT_ID,
      flavor: "Vanilla",
      quantity: 3,
      subscription: false,
    });
    // A one-time line has no cadence to send, whatever it holds.
    expect(toCheckoutLine({ ...cartLine, cadenceWeeks: 6 })).not.toHaveProperty("cadenceWeeks");

    // A subscription sends its cadence; one saved before cadences existed sends the default.
    const subscribed = { ...cartLine, subscription: true, cadenceWeeks: 6 };
    expect(toCheckoutLine(subscribed)).toEqual({ ...toCheckoutLine(cartLine), subscription: true, cadenceWeeks: 6 });
    expect(toCheckoutLine({ ...cartLine, subscription: true }).cadenceWeeks).toBe(4);
    const parsed = parseCheckoutForm(
      form({ ...CUSTOMER, idempotencyKey: "abcdefghijklmnop" }, [JSON.stringify(toCheckoutLine(subscribed))]),
    );
    expect(parsed.success && parsed.data.lines).toEqual([
      { productId: PRODUCT_ID, flavor: "Vanilla", quantity: 3, subscription: true, cadenceWeeks: 6 },
    ]);
  });
});

describe("checkout failures", () => {
  it("map to the checkout toasts word for word", () => {
    const cases: [CheckoutActionError, { title: string; description: string }][] = [
      [
        { kind: "invalid", problem: { kind: "missing", fields: ["state"] }, fieldErrors: {} },
        { title: "Missing Information", description: "Please fill in: State" },
      ],
      [{ kind: "invalid", problem: { kind: "invalid-email" }, fieldErrors: {} }, CHECKOUT_MESSAGES.invalidEmail],
      [
        { kind: "invalid", problem: null, fieldErrors: { lines: "Your cart is empty" } },
        CHECKOUT_MESSAGES.checkoutError,
      ],
      [{ kind: "rejected", problems: ["x"], status: 400, shortfalls: [] }, CHECKOUT_MESSAGES.checkoutError],
      [
        {
          kind: "rejected",
          problems: [],
          status: 400,
          shortfalls: [{ productId: "p", flavor: null, title: "Whey", stock: 3 }],
        },
        {
          title: "Not Enough Stock",
          description: "Your order asks for more than we have. Change the quantity in the order summary to continue.",
        },
      ],
      [{ kind: "provider" }, CHECKOUT_MESSAGES.checkoutError],
      [{ kind: "failed" }, CHECKOUT_MESSAGES.checkoutFailed],
    ];
    for (const [error, toast] of cases) expect(checkoutErrorToast(error)).toEqual(toast);
    expect(CHECKOUT_MESSAGES.checkoutError.description).toBe("Failed to create checkout session. Please try again.");
    expect(CHECKOUT_MESSAGES.checkoutFailed.description).toBe("Something went wrong. Please try again.");
    // Retrying cannot fix a shortfall: the stock toast never asks for it.
    expect(CHECKOUT_MESSAGES.notEnoughStock.description).not.toMatch(/try again/i);
  });

  it("show what to fix beside the button", () => {
    // Shortfalls are listed apart, each with its fix (StockShortfalls).
    const shortfalls = [{ productId: "p", flavor: null, title: "Whey", stock: 0 }];
    expect(
      checkoutErrorDetails({ kind: "rejected", problems: ["Choose a flavor for BCAA."], status: 400, shortfalls }),
    ).toEqual(["Choose a flavor for BCAA."]);
    expect(
      checkoutErrorDetails({ kind: "invalid", problem: null, fieldErrors: { lines: "Your cart is empty" } }),
    ).toEqual(["Your cart is empty"]);
    expect(checkoutErrorDetails({ kind: "failed" })).toEqual([]);
  });
});
