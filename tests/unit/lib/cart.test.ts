import { describe, expect, it } from "vitest";
import {
  addLine,
  addLineWithinStock,
  type CartLine,
  type CartProduct,
  cadenceChoices,
  capQuantity,
  cartCount,
  cartProductIds,
  cartSubtotalCents,
  fitLinesToStock,
  lineCadenceWeeks,
  lineKey,
  lineQuantityLimit,
  lineTotalCents,
  normalizeQuantity,
  refreshLines,
  removeLine,
  toggleSubscription,
  updateCadence,
  updateQuantity,
} from "~/lib/cart";

const whey: CartProduct = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "whey",
  title: "Whey Protein",
  images: ["/images/products/whey-1.png"],
  category: "protein",
  brandSlug: "bucked-up",
  priceCents: 5000,
  salePriceCents: null,
  subscriptionPriceCents: 4500,
  stock: 40,
  variants: [
    { flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 20 },
    { flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 20 },
  ],
};
const creatine: CartProduct = {
  ...whey,
  id: "00000000-0000-4000-8000-000000000002",
  slug: "creatine",
  title: "Creatine",
  category: "creatine",
  priceCents: 2999,
  subscriptionPriceCents: null,
  variants: [{ flavor: null, sku: "CREATINE", stock: 40 }],
};

function line(product: CartProduct, changes: Partial<CartLine> = {}): CartLine {
  return { product, quantity: 1, subscription: false, ...changes };
}

describe("lineKey", () => {
  it("identifies a line by product id, flavour and subscription flag (docs/product.md#cart-line-identity)", () => {
    const base = line(whey, { flavor: "Chocolate" });
    expect(lineKey(base)).toBe(lineKey(line(whey, { flavor: "Chocolate", quantity: 7 })));
    expect(lineKey(base)).not.toBe(lineKey({ ...base, flavor: "Vanilla" }));
    expect(lineKey(base)).not.toBe(lineKey({ ...base, subscription: true }));
    expect(lineKey(base)).not.toBe(lineKey({ ...base, product: creatine }));
    expect(lineKey(line(whey))).not.toBe(lineKey(base));
  });
});

describe("normalizeQuantity", () => {
  it("keeps whole numbers of at least 1 with no upper bound", () => {
    expect(normalizeQuantity(3)).toBe(3);
    expect(normalizeQuantity(1)).toBe(1);
    expect(normalizeQuantity(5000)).toBe(5000);
    expect(normalizeQuantity("12")).toBe(12);
    expect(normalizeQuantity(" 4 ")).toBe(4);
  });

  it("never goes below 1 and drops fractions", () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-3)).toBe(1);
    expect(normalizeQuantity("-2")).toBe(1);
    expect(normalizeQuantity(2.7)).toBe(2);
  });

  it("turns anything that is not a number into 1", () => {
    for (const input of [
      "",
      "  ",
      "abc",
      "3 scoops",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      {},
      true,
    ]) {
      expect(normalizeQuantity(input)).toBe(1);
    }
  });
});

describe("addLine", () => {
  it("appends a new line", () => {
    const lines = addLine([], line(whey, { quantity: 2, flavor: "Chocolate" }));
    expect(lines).toEqual([line(whey, { quantity: 2, flavor: "Chocolate" })]);
  });

  it("raises the quantity of the identical line", () => {
    const lines = addLine(
      [line(whey, { quantity: 2, flavor: "Chocolate" })],
      line(whey, { quantity: 3, flavor: "Chocolate" }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it("keeps different flavours and purchase options apart", () => {
    let lines = addLine([], line(whey, { flavor: "Chocolate" }));
    lines = addLine(lines, line(whey, { flavor: "Vanilla" }));
    lines = addLine(lines, line(whey, { flavor: "Chocolate", subscription: true }));
    expect(lines.map((l) => [l.flavor, l.subscription])).toEqual([
      ["Chocolate", false],
      ["Vanilla", false],
      ["Chocolate", true],
    ]);
  });

  it("normalizes the quantity and treats an empty flavour as none", () => {
    const lines = addLine([line(creatine)], { ...line(creatine, { flavor: "" }), quantity: Number.NaN });
    expect(lines).toEqual([line(creatine, { quantity: 2 })]);
  });

  it("allows a subscription only where the product has a subscription price", () => {
    expect(addLine([], line(creatine, { subscription: true }))[0]?.subscription).toBe(false);
    expect(addLine([], line(whey, { subscription: true }))[0]?.subscription).toBe(true);
  });

  it("keeps only the product fields a line needs, and the fresher ones on a merge", () => {
    const catalogueProduct = { ...whey, priceCents: 5200, description: "Long text", faqs: [], rating: 4.5 };
    const lines = addLine([line(whey)], line(catalogueProduct));
    expect(lines[0]?.product).toEqual({ ...whey, priceCents: 5200 });
  });
});

describe("removeLine", () => {
  it("removes only the one line, not other flavours of the product (docs/product.md#cart-line-identity)", () => {
    const chocolate = line(whey, { flavor: "Chocolate" });
    const vanilla = line(whey, { flavor: "Vanilla" });
    expect(removeLine([chocolate, vanilla], lineKey(chocolate))).toEqual([vanilla]);
  });

  it("leaves the cart alone for an unknown key", () => {
    const lines = [line(whey)];
    expect(removeLine(lines, "nope")).toEqual(lines);
  });
});

describe("updateQuantity", () => {
  it("sets the quantity of the one line, normalized", () => {
    const chocolate = line(whey, { flavor: "Chocolate" });
    const vanilla = line(whey, { flavor: "Vanilla", quantity: 2 });
    const lines = [chocolate, vanilla];
    expect(updateQuantity(lines, lineKey(chocolate), 4).map((l) => l.quantity)).toEqual([4, 2]);
    expect(updateQuantity(lines, lineKey(vanilla), 0).map((l) => l.quantity)).toEqual([1, 1]);
    expect(updateQuantity(lines, lineKey(vanilla), "lots").map((l) => l.quantity)).toEqual([1, 1]);
  });
});

describe("the quantity cap at the stock (docs/product.md#stock)", () => {
  // Each flavour has its own shelf (decision 180): 3 Chocolate, 2 Vanilla.
  const scarce: CartProduct = {
    ...whey,
    stock: 5,
    variants: [
      { flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 3 },
      { flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 2 },
    ],
  };
  const fewCreatine: CartProduct = { ...creatine, stock: 5, variants: [{ flavor: null, sku: "CREATINE", stock: 5 }] };

  it("caps a quantity at the stock, still at least 1", () => {
    expect(capQuantity(3, 5)).toBe(3);
    expect(capQuantity(9, 5)).toBe(5);
    expect(capQuantity("99", 5)).toBe(5);
    expect(capQuantity("lots", 5)).toBe(1);
    expect(capQuantity(4, 0)).toBe(1);
  });

  it("leaves a line what the other lines of its flavour do not take; other flavours have their own", () => {
    const chocolate = line(scarce, { flavor: "Chocolate", quantity: 2 });
    const chocolateSubscribed = line(scarce, { flavor: "Chocolate", quantity: 1, subscription: true });
    const vanilla = line(scarce, { flavor: "Vanilla", quantity: 1 });
    const lines = [chocolate, chocolateSubscribed, vanilla, line(creatine, { quantity: 30 })];
    expect(lineQuantityLimit(lines, lineKey(chocolate))).toBe(2);
    expect(lineQuantityLimit(lines, lineKey(chocolateSubscribed))).toBe(1);
    expect(lineQuantityLimit(lines, lineKey(vanilla))).toBe(2);
    expect(lineQuantityLimit(lines, lineKey(line(creatine)))).toBe(40);
    // A flavour the product no longer has: nothing to give, but a line never asks below 1.
    expect(lineQuantityLimit([line(scarce, { flavor: "Mango" })], lineKey(line(scarce, { flavor: "Mango" })))).toBe(1);
  });

  it("caps a line saved before flavours had stock of their own at the product's total, until it is refreshed", () => {
    const saved = line({ ...scarce, variants: [] }, { flavor: "Chocolate", quantity: 2 });
    expect(lineQuantityLimit([saved], lineKey(saved))).toBe(5);
  });

  it("never sets a line above it", () => {
    const chocolate = line(scarce, { flavor: "Chocolate", quantity: 2 });
    const vanilla = line(scarce, { flavor: "Vanilla", quantity: 1 });
    expect(updateQuantity([chocolate, vanilla], lineKey(chocolate), 9).map((l) => l.quantity)).toEqual([3, 1]);
    expect(updateQuantity([chocolate, vanilla], lineKey(vanilla), 3).map((l) => l.quantity)).toEqual([2, 2]);
  });

  it("caps an add from the product page, merged or new, and keeps the line's identity", () => {
    const added = addLineWithinStock([line(fewCreatine, { quantity: 4 })], line(fewCreatine, { quantity: 3 }));
    expect(added).toEqual([line(fewCreatine, { quantity: 5 })]);
    const subscribed = addLineWithinStock([], line(scarce, { quantity: 8, subscription: true, flavor: "Vanilla" }));
    expect(subscribed).toEqual([line(scarce, { quantity: 2, subscription: true, flavor: "Vanilla", cadenceWeeks: 4 })]);
    const plain = addLineWithinStock([], line(fewCreatine, { quantity: 8, flavor: "" }));
    expect(plain).toEqual([line(fewCreatine, { quantity: 5 })]);
    // The server merges with addLine alone: an order over the stock is refused, never cut.
    expect(addLine([], line(fewCreatine, { quantity: 8 }))[0]?.quantity).toBe(8);
  });

  it("fits one flavour's lines to the stock checkout reported, in cart order", () => {
    const chocolate = line(scarce, { flavor: "Chocolate", quantity: 2 });
    const chocolateSubscribed = line(scarce, { flavor: "Chocolate", quantity: 2, subscription: true });
    const vanilla = line(scarce, { flavor: "Vanilla", quantity: 2 });
    const other = line(creatine, { quantity: 2 });
    const cart = [chocolate, other, vanilla, chocolateSubscribed];
    const fitted = fitLinesToStock(cart, { productId: whey.id, flavor: "Chocolate", stock: 3 });
    const chocolateStock = (l: CartLine) => l.product.variants.find((v) => v.flavor === "Chocolate")?.stock;
    expect(fitted.map((l) => [l.product.id, l.flavor, l.quantity, chocolateStock(l)])).toEqual([
      [whey.id, "Chocolate", 2, 3],
      [creatine.id, undefined, 2, undefined],
      [whey.id, "Vanilla", 2, 3],
      [whey.id, "Chocolate", 1, 3],
    ]);
    expect(fitLinesToStock(cart, { productId: whey.id, flavor: "Chocolate", stock: 0 })).toEqual([other, vanilla]);
    const lone = line(fewCreatine, { quantity: 4 });
    const cut = fitLinesToStock([lone], { productId: creatine.id, flavor: null, stock: 1 });
    expect(cut.map((l) => [l.quantity, l.product.variants[0]?.stock])).toEqual([[1, 1]]);
  });
});

describe("toggleSubscription", () => {
  it("flips one line in place", () => {
    const first = line(creatine);
    const target = line(whey, { flavor: "Chocolate", quantity: 2 });
    const last = line(whey, { flavor: "Vanilla" });
    const lines = toggleSubscription([first, target, last], lineKey(target));
    // A new subscription starts at the default cadence; back to one-time, it has none.
    expect(lines).toEqual([first, { ...target, subscription: true, cadenceWeeks: 4 }, last]);
    expect(toggleSubscription(lines, lineKey({ ...target, subscription: true }))).toEqual([first, target, last]);
  });

  it("merges into an identical line it lands on", () => {
    const oneTime = line(whey, { flavor: "Chocolate", quantity: 2 });
    const subscribed = line(whey, { flavor: "Chocolate", quantity: 3, subscription: true });
    const other = line(creatine);
    expect(toggleSubscription([subscribed, other, oneTime], lineKey(oneTime))).toEqual([
      { ...subscribed, quantity: 5 },
      other,
    ]);
    expect(toggleSubscription([subscribed, other, oneTime], lineKey(subscribed))).toEqual([
      other,
      { ...oneTime, quantity: 5 },
    ]);
  });

  it("does nothing for a product without a subscription price or an unknown key", () => {
    const lines = [line(creatine)];
    expect(toggleSubscription(lines, lineKey(lines[0] as CartLine))).toBe(lines);
    expect(toggleSubscription(lines, "nope")).toBe(lines);
  });
});

describe("a subscription's delivery cadence (docs/product.md#cart-line-identity)", () => {
  const subscribed = (weeks?: number, changes: Partial<CartLine> = {}) =>
    line(whey, { flavor: "Chocolate", subscription: true, cadenceWeeks: weeks, ...changes });

  it("is kept on a subscription line, read as the default when absent, and never kept on a one-time line", () => {
    expect(addLine([], subscribed(6))[0]?.cadenceWeeks).toBe(6);
    expect(addLine([], subscribed())[0]?.cadenceWeeks).toBe(4);
    expect(addLine([], line(whey, { flavor: "Chocolate", cadenceWeeks: 6 }))[0]).not.toHaveProperty("cadenceWeeks");
    // No subscription price: the line becomes one-time and drops the cadence with it.
    expect(addLine([], line(creatine, { subscription: true, cadenceWeeks: 6 }))[0]).toEqual(line(creatine));
    expect(lineCadenceWeeks(subscribed(8))).toBe(8);
    expect(lineCadenceWeeks(subscribed())).toBe(4);
    expect(lineCadenceWeeks(line(whey, { cadenceWeeks: 8 }))).toBeNull();
  });

  it("turns a cadence that is not a whole number of weeks from 1 to 52 into the default", () => {
    for (const weeks of [0, -2, 2.5, 53, Number.NaN]) {
      expect(addLine([], subscribed(weeks))[0]?.cadenceWeeks, String(weeks)).toBe(4);
    }
    expect(addLine([], subscribed(52))[0]?.cadenceWeeks).toBe(52);
  });

  it("is not part of a line's identity: adding the same subscription again raises the quantity and keeps the line's cadence", () => {
    const lines = addLine([subscribed(8, { quantity: 2 })], subscribed(2, { quantity: 3 }));
    expect(lines).toEqual([subscribed(8, { quantity: 5 })]);
    // A line saved without one keeps the default, not the added line's.
    expect(addLine([subscribed()], subscribed(2))[0]?.cadenceWeeks).toBe(4);
    // The shopper's add, capped at the stock, keeps it too.
    expect(addLineWithinStock([subscribed(8, { quantity: 19 })], subscribed(2, { quantity: 5 }))).toEqual([
      subscribed(8, { quantity: 20 }),
    ]);
  });

  it("changes on one subscription line only, normalized; a one-time line has none to change", () => {
    const oneTime = line(whey, { flavor: "Chocolate" });
    const vanilla = subscribed(4, { flavor: "Vanilla" });
    const lines = [oneTime, subscribed(4), vanilla];
    expect(updateCadence(lines, lineKey(subscribed()), 8)).toEqual([oneTime, subscribed(8), vanilla]);
    expect(updateCadence(lines, lineKey(subscribed()), 0)).toEqual(lines);
    expect(updateCadence(lines, lineKey(oneTime), 8)).toEqual(lines);
    expect(updateCadence(lines, "nope", 8)).toEqual(lines);
  });

  it("is dropped when a line turns one-time, and a merge keeps the cadence of the line merged into", () => {
    const oneTime = line(whey, { flavor: "Chocolate", quantity: 2 });
    expect(toggleSubscription([subscribed(8)], lineKey(subscribed()))).toEqual([line(whey, { flavor: "Chocolate" })]);
    expect(toggleSubscription([subscribed(8), oneTime], lineKey(oneTime))).toEqual([subscribed(8, { quantity: 3 })]);
  });

  it("survives a catalogue refresh, and goes when the product stops offering subscriptions", () => {
    const fresh = { ...whey, priceCents: 5500 };
    expect(refreshLines([subscribed(6)], [whey.id], [fresh]).lines).toEqual([
      line(fresh, { flavor: "Chocolate", subscription: true, cadenceWeeks: 6 }),
    ]);
    const noLongerSubscribable = { ...whey, subscriptionPriceCents: null };
    expect(refreshLines([subscribed(6)], [whey.id], [noLongerSubscribable]).lines).toEqual([
      line(noLongerSubscribable, { flavor: "Chocolate" }),
    ]);
  });

  it("is picked from the store's choices the owner offers, plus a line's own when it is no longer offered", () => {
    expect(cadenceChoices([2, 4, 6, 8])).toEqual([2, 4, 6, 8]);
    expect(cadenceChoices([8, 4, 3])).toEqual([4, 8]);
    expect(cadenceChoices([4, 8], 4)).toEqual([4, 8]);
    expect(cadenceChoices([4, 8], 6)).toEqual([4, 6, 8]);
  });
});

describe("totals", () => {
  const lines = [
    line(whey, { quantity: 2, subscription: true }),
    line({ ...whey, salePriceCents: 3999 }, { flavor: "Vanilla" }),
    line(creatine, { quantity: 3 }),
  ];

  it("prices a line by subscription price, then sale price, then price", () => {
    expect(lines.map(lineTotalCents)).toEqual([9000, 3999, 8997]);
  });

  it("sums the subtotal in cents and counts units, not lines", () => {
    expect(cartSubtotalCents(lines)).toBe(21996);
    expect(cartCount(lines)).toBe(6);
    expect(cartSubtotalCents([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it("lists each product id once", () => {
    expect(cartProductIds(lines)).toEqual([whey.id, creatine.id]);
  });
});

describe("refreshLines", () => {
  it("shows the catalogue's current prices and stock", () => {
    const fresh = { ...whey, priceCents: 5500, salePriceCents: 4999, stock: 3 };
    const { lines, removed } = refreshLines([line(whey, { quantity: 2 })], [whey.id], [fresh]);
    expect(lines).toEqual([line(fresh, { quantity: 2 })]);
    expect(lineTotalCents(lines[0] as CartLine)).toBe(9998);
    expect(removed).toEqual([]);
  });

  it("drops every line of a product the catalogue no longer has, and reports it once", () => {
    const { lines, removed } = refreshLines(
      [line(whey, { flavor: "Chocolate" }), line(creatine), line(whey, { flavor: "Vanilla" })],
      [whey.id, creatine.id],
      [creatine],
    );
    expect(lines).toEqual([line(creatine)]);
    expect(removed).toEqual([whey]);
  });

  it("leaves lines of products that were not looked up alone", () => {
    const added = line(creatine);
    const { lines, removed } = refreshLines([line(whey), added], [whey.id], [whey]);
    expect(lines).toEqual([line(whey), added]);
    expect(removed).toEqual([]);
  });

  it("turns a subscription the product no longer offers into one-time, merging with an identical line", () => {
    const noLongerSubscribable = { ...whey, subscriptionPriceCents: null };
    const { lines } = refreshLines(
      [line(whey, { quantity: 2 }), line(whey, { quantity: 3, subscription: true })],
      [whey.id],
      [noLongerSubscribable],
    );
    expect(lines).toEqual([line(noLongerSubscribable, { quantity: 5 })]);
  });
});
