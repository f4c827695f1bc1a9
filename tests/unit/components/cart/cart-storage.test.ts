import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { parseStoredCart } from "~/components/cart/cart-storage";
import type { CartLine } from "~/lib/cart";

const line: CartLine = {
  product: {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "whey",
    title: "Whey Protein",
    images: ["/images/products/whey-1.png"],
    category: "protein",
    brandSlug: null,
    priceCents: 5000,
    salePriceCents: null,
    subscriptionPriceCents: 4500,
    stock: 40,
    variants: [{ flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 40, priceCents: null, salePriceCents: null }],
  },
  quantity: 2,
  flavor: "Chocolate",
  subscription: true,
  cadenceWeeks: 6,
};

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
});

describe("parseStoredCart", () => {
  it("reads back what was saved", () => {
    expect(parseStoredCart(JSON.stringify([line]))).toEqual([line]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("reads a subscription saved before cadences existed as the default, every 4 weeks", () => {
    const { cadenceWeeks: _cadence, ...saved } = line;
    expect(parseStoredCart(JSON.stringify([saved]))).toEqual([{ ...line, cadenceWeeks: 4 }]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("is empty when nothing was saved", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("ignores and logs a value that is not JSON", () => {
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("ignores and logs a value that is not a list", () => {
    for (const raw of ['{"product":{}}', "42", "null", '"cart"']) {
      logged.mockClear();
      expect(parseStoredCart(raw)).toEqual([]);
      expect(logged).toHaveBeenCalledOnce();
    }
  });

  it("drops lines of the wrong shape, logging each, and keeps the rest", () => {
    const { images: _images, ...productWithoutImages } = line.product;
    const bad = [
      null,
      "whey",
      { ...line, quantity: 0 },
      { ...line, quantity: "2" },
      { ...line, subscription: "yes" },
      { ...line, cadenceWeeks: "6" },
      { ...line, cadenceWeeks: 0 },
      { ...line, product: { ...line.product, id: "not-an-id" } },
      { ...line, product: { ...line.product, priceCents: 49.99 } },
      { ...line, product: productWithoutImages },
    ];
    expect(parseStoredCart(JSON.stringify([bad[0], line, ...bad.slice(1)]))).toEqual([line]);
    expect(logged).toHaveBeenCalledTimes(bad.length);
  });

  it("strips unknown fields and merges lines that are identical", () => {
    const stored = [
      { ...line, extra: true, product: { ...line.product, description: "Long text" } },
      { ...line, quantity: 3 },
    ];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([{ ...line, quantity: 5 }]);
  });
});
