import { describe, expect, it } from "vitest";
import { getCartProducts, getSuggestionCandidates } from "~/.server/catalog/cart-products";
import type { products } from "~/.server/db/schema";
import { loader } from "~/routes/api.products";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

type NewProduct = Partial<typeof products.$inferInsert> & Pick<typeof products.$inferInsert, "slug" | "category">;

async function insert(...rows: NewProduct[]) {
  const ids = await insertProducts(t.db, ...rows.map((row) => ({ priceCents: 3999, stock: 20, ...row })));
  return Object.entries(ids).map(([slug, id]) => ({ slug, id }));
}

function idOf(rows: { id: string; slug: string }[], slug: string): string {
  const row = rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`no ${slug}`);
  return row.id;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("getCartProducts", () => {
  it("answers the current data of the products that exist, in cents", async () => {
    const rows = await insert(
      {
        slug: "whey",
        category: "protein",
        brandSlug: "bucked-up",
        title: "Whey",
        priceCents: 4999,
        salePriceCents: 4499,
        subscriptionPriceCents: 4499,
        stock: 7,
      },
      { slug: "creatine", category: "creatine" },
    );
    const found = await getCartProducts({ ids: [idOf(rows, "whey"), UNKNOWN_ID], db: t.db });
    expect(found).toEqual([
      {
        id: idOf(rows, "whey"),
        slug: "whey",
        title: "Whey",
        images: ["/images/products/whey-1.png"],
        category: "protein",
        brandSlug: "bucked-up",
        priceCents: 4999,
        salePriceCents: 4499,
        subscriptionPriceCents: 4499,
        stock: 7,
        variants: [{ flavor: null, sku: "WHEY", stock: 7, priceCents: null, salePriceCents: null }],
      },
    ]);
  });

  it("answers nothing for no ids", async () => {
    expect(await getCartProducts({ ids: [], db: t.db })).toEqual([]);
  });
});

describe("getSuggestionCandidates", () => {
  it("offers in-stock products of the suggested categories and best sellers, never the cart's own", async () => {
    const rows = await insert(
      { slug: "whey", category: "protein", brandSlug: "bucked-up" },
      { slug: "pre", category: "pre-workout", flavors: ["Blue Razz", "Grape"], rating: 4.6 },
      { slug: "bcaa", category: "bcaa" },
      { slug: "sold-out-creatine", category: "creatine", stock: 0 },
      { slug: "vitamin", category: "vitamins" },
      { slug: "best-burner", category: "fat-burners", bestSeller: true },
      { slug: "sold-out-best", category: "fat-burners", bestSeller: true, stock: 0 },
    );
    const candidates = await getSuggestionCandidates({ ids: [idOf(rows, "whey")], db: t.db });
    expect(candidates.map((c) => c.slug).sort()).toEqual(["bcaa", "best-burner", "pre"]);
    expect(candidates.find((c) => c.slug === "pre")).toMatchObject({
      id: idOf(rows, "pre"),
      category: "pre-workout",
      bestSeller: false,
      rating: 4.6,
      flavors: ["Blue Razz", "Grape"],
      stock: 20,
    });
  });

  it("keeps the cart's brands in the pool however many other products a category has", async () => {
    const crowd = Array.from({ length: 12 }, (_, i) => ({
      slug: `pre-${i}`,
      category: "pre-workout",
      bestSeller: true,
      rating: 5,
    }));
    const rows = await insert({ slug: "whey", category: "protein", brandSlug: "gorilla-mind" }, ...crowd, {
      slug: "gorilla-pre",
      category: "pre-workout",
      brandSlug: "gorilla-mind",
      rating: 3,
    });
    const candidates = await getSuggestionCandidates({ ids: [idOf(rows, "whey")], db: t.db });
    expect(candidates.map((c) => c.slug)).toContain("gorilla-pre");
    expect(candidates.length).toBeLessThan(14);
  });

  it("offers best sellers for an empty cart", async () => {
    await insert({ slug: "best", category: "bcaa", bestSeller: true }, { slug: "plain", category: "bcaa" });
    expect((await getSuggestionCandidates({ ids: [], db: t.db })).map((c) => c.slug)).toEqual(["best"]);
  });
});

describe("GET /api/products", () => {
  async function get(query: string) {
    const response = await loader({
      request: new Request(`http://localhost/api/products${query}`),
    } as Parameters<typeof loader>[0]);
    return { status: response.status, body: (await response.json()) as { error?: string } };
  }

  it("answers bad input with a 400 and a message", async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    for (const [query, message] of [
      ["", "ids is required"],
      ["?ids=not-an-id", "Not a product id"],
      [`?ids=${tooMany.join(",")}`, "at most 100"],
      [`?ids=${UNKNOWN_ID}&mode=everything`, "mode must be"],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.error).toContain(message);
    }
  });
});
