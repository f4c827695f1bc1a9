import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { productSlugRedirects, products } from "~/.server/db/schema";
import { loader } from "~/routes/product.$slug";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

// The loader reads the process-wide database: here, each test's own.
vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

type Loaded = Awaited<ReturnType<typeof loader>>;

/** The loader's answer for /product/{slug}: its data, or what it threw (a redirect or a 404). */
async function load(slug: string): Promise<{ loaded: Loaded } | { thrown: unknown }> {
  const request = new Request(`http://localhost/product/${encodeURIComponent(slug)}`);
  try {
    return {
      loaded: await loader({ request, params: { slug }, context: {} } as unknown as Parameters<typeof loader>[0]),
    };
  } catch (thrown) {
    return { thrown };
  }
}

function thrownStatus(answer: Awaited<ReturnType<typeof load>>): number | undefined {
  if (!("thrown" in answer)) return undefined;
  const { thrown } = answer;
  if (thrown instanceof Response) return thrown.status;
  // data(message, { status }) as thrown from a loader.
  return (thrown as { init?: { status?: number } }).init?.status;
}

/** A product renamed from "whey-2lb" to "whey-2-lb", its old slug kept as a redirect. */
async function renamedWhey() {
  const ids = await insertProducts(t.db, { slug: "whey-2-lb", title: "Whey 2 lb" });
  await t.db.insert(productSlugRedirects).values({ oldSlug: "whey-2lb", productId: ids["whey-2-lb"] });
}

describe("/product/{slug} (decision 174)", () => {
  it("shows a listed product, and sends its old slug to it for good with a 301", async () => {
    await renamedWhey();
    const current = await load("whey-2-lb");
    expect("loaded" in current && current.loaded.product.title).toBe("Whey 2 lb");

    const moved = await load("whey-2lb");
    expect(thrownStatus(moved)).toBe(301);
    const response = "thrown" in moved ? (moved.thrown as Response) : undefined;
    expect(response?.headers.get("Location")).toBe("/product/whey-2-lb");
    // Not kept by browsers for good: the slug may be used again.
    expect(response?.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("answers 404 for an unknown slug, and for an archived product and its old slugs", async () => {
    await renamedWhey();
    expect(thrownStatus(await load("no-such-product"))).toBe(404);
    expect(thrownStatus(await load("whey-2lb"))).toBe(301);

    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.slug, "whey-2-lb"));
    expect(thrownStatus(await load("whey-2-lb"))).toBe(404);
    expect(thrownStatus(await load("whey-2lb"))).toBe(404);
  });
});
