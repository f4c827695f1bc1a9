import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CartProvider, useCart } from "~/components/cart/cart-context";
import { unavailableMessage } from "~/components/cart/cart-notices";

function CartCount() {
  return createElement("output", null, useCart().count);
}

describe("useCart", () => {
  it("throws outside its provider", () => {
    // React logs the error it rethrows; the test only needs the throw.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderToString(createElement(CartCount))).toThrow("useCart must be used within a CartProvider");
    logged.mockRestore();
  });

  it("renders an empty cart on the server, before the stored one is read", () => {
    expect(renderToString(createElement(CartProvider, null, createElement(CartCount)))).toBe("<output>0</output>");
  });
});

describe("unavailableMessage", () => {
  it("names the products that were removed", () => {
    expect(unavailableMessage(["Whey Protein"])).toBe(
      "Whey Protein is no longer available and was removed from your cart.",
    );
    expect(unavailableMessage(["Whey Protein", "Creatine"])).toBe(
      "Whey Protein and Creatine are no longer available and were removed from your cart.",
    );
  });
});
