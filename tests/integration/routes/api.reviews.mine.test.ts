import { describe, expect, it, vi } from "vitest";
import { saveReview } from "~/.server/reviews/save-review";
import { loader } from "~/routes/api.reviews.mine";
import { createMember, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

// An account is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

function ask(query: string, cookie?: string) {
  return outcome(async () =>
    loader({ request: pageRequest(`/api/reviews/mine${query}`, { cookie }), params: {}, context: {} } as never),
  );
}

describe("GET /api/reviews/mine (the product page's personal part, loaded in the browser)", () => {
  it("tells a signed-out visitor to sign in, and a shopper what they may do, never cached", async () => {
    await insertProducts(t.db, { slug: "whey" });
    expect(await ask("?product=whey")).toEqual({ status: 200, data: { status: "signed-out" } });

    const shopper = await createMember({
      ...app,
      db: t.db,
      email: "dana@example.com",
      role: null,
      secondFactor: false,
    });
    expect(await ask("?product=whey", shopper.cookie)).toEqual({
      status: 200,
      data: { status: "signed-in", ownReview: null },
    });
    await saveReview({
      db: t.db,
      userId: shopper.userId,
      productSlug: "whey",
      input: { rating: 4, title: "Mixes well", body: "No clumps in a shaker." },
    });
    expect(await ask("?product=whey", shopper.cookie)).toEqual({
      status: 200,
      data: {
        status: "signed-in",
        ownReview: { rating: 4, title: "Mixes well", body: "No clumps in a shaker.", status: "published" },
      },
    });

    const answer = await loader({
      request: pageRequest("/api/reviews/mine?product=whey", { cookie: shopper.cookie }),
      params: {},
      context: {},
    } as never);
    expect((answer as { init?: ResponseInit }).init?.headers).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("answers a missing or unknown product with 400 and 404, returned rather than thrown", async () => {
    expect(await ask("")).toEqual({ status: 400, data: { error: "Name a product: ?product={slug}" } });
    expect(await ask("?product=nothing-here")).toEqual({ status: 404, data: { error: "Product not found" } });
  });
});
