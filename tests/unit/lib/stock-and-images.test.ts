import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, isDisplayableImage } from "~/lib/images";
import {
  cardStockBadge,
  describeShortfall,
  flavorStock,
  isLowStock,
  quantityStockMessage,
  stockMessage,
} from "~/lib/stock";

describe("stockMessage", () => {
  it.each([
    [0, "Out of Stock"],
    [1, "Only 1 left in stock!"],
    [10, "Only 10 left in stock!"],
    [11, "In Stock"],
  ])("stock %i reads %s", (stock, message) => {
    expect(stockMessage(stock)).toBe(message);
  });
});

describe("quantityStockMessage", () => {
  it("says how many are left once the quantity is at its cap, whatever the level", () => {
    expect(quantityStockMessage(40, false)).toBe("In Stock");
    expect(quantityStockMessage(40, true)).toBe("Only 40 left in stock!");
    expect(quantityStockMessage(3, false)).toBe("Only 3 left in stock!");
    expect(quantityStockMessage(0, true)).toBe("Out of Stock");
  });

  it("names a checkout shortfall's product, and its flavour when it has one", () => {
    expect(describeShortfall({ productId: "p", flavor: null, title: "Whey", stock: 3 })).toBe(
      "Whey: Only 3 left in stock!",
    );
    expect(describeShortfall({ productId: "p", flavor: "Vanilla", title: "Whey", stock: 0 })).toBe(
      "Whey (Vanilla): Out of Stock",
    );
  });

  it("reads a flavour's own units, or a product's total when its flavours' are not known", () => {
    const variants = [
      { flavor: "Chocolate", sku: "W--CHOCOLATE", stock: 4 },
      { flavor: "Vanilla", sku: "W--VANILLA", stock: 0 },
    ];
    expect(flavorStock({ stock: 4, variants }, "Chocolate")).toBe(4);
    expect(flavorStock({ stock: 4, variants }, "Vanilla")).toBe(0);
    expect(flavorStock({ stock: 4, variants }, "Mango")).toBe(0);
    expect(flavorStock({ stock: 4, variants }, undefined)).toBe(0);
    expect(flavorStock({ stock: 7, variants: [{ flavor: null, sku: "C", stock: 7 }] }, undefined)).toBe(7);
    expect(flavorStock({ stock: 9, variants: [] }, "Chocolate")).toBe(9);
  });
});

describe("isLowStock", () => {
  it("is above 0 and below 10", () => {
    expect([0, 1, 9, 10].map(isLowStock)).toEqual([false, true, true, false]);
  });
});

describe("cardStockBadge", () => {
  it("is 'Out of Stock' at 0, 'Low Stock' from 1 to 9, and nothing from 10", () => {
    expect([-1, 0, 1, 9, 10, 500].map(cardStockBadge)).toEqual([
      "Out of Stock",
      "Out of Stock",
      "Low Stock",
      "Low Stock",
      undefined,
      undefined,
    ]);
  });
});

describe("images", () => {
  it("asks our image endpoint for the width", () => {
    expect(imageUrl("/images/products/a-1.png", 400)).toBe("/images/products/a-1.png?w=400");
    expect(imageSrcSet("/images/products/a-1.png", 96)).toBe(
      "/images/products/a-1.png?w=96 1x, /images/products/a-1.png?w=192 2x",
    );
  });

  it("shows placeholders and unusable sources as 'No Image'", () => {
    expect(isDisplayableImage("/images/placeholder.png")).toBe(false);
    expect(isDisplayableImage("data:image/png;base64,xx")).toBe(false);
    expect(isDisplayableImage(undefined)).toBe(false);
    expect(isDisplayableImage("https://cdn.example.com/a.png")).toBe(true);
  });
});
