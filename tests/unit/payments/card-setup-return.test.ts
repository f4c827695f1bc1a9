import { describe, expect, it } from "vitest";
import { cardSetupReturnPath } from "~/.server/payments/card-setup-return";

const pageWith = (back: string) =>
  new Request(`http://localhost:3000/test-checkout/card?${new URLSearchParams({ return: back })}`);

/** A card-saving page sends the shopper back only to this store: it cannot be made into a way off-site. */
describe("a card-saving page's way back", () => {
  it("is a path of this store, with its query", () => {
    const back = "/account/subscriptions/card?subscription=1&state=2";
    expect(cardSetupReturnPath(pageWith(back))).toBe(back);
  });

  it("is nothing for another site, however it is written, or for no return at all", () => {
    for (const back of ["https://evil.example/", "//evil.example/", "/\\evil.example/", "evil", ""]) {
      expect(cardSetupReturnPath(pageWith(back))).toBeNull();
    }
    expect(cardSetupReturnPath(new Request("http://localhost:3000/test-checkout/card"))).toBeNull();
  });
});
