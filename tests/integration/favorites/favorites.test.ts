import { beforeEach, describe, expect, it, vi } from "vitest";
import { getOptionalUser, type SessionUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db";
import { user } from "~/.server/db/schema";
import { listFavoriteProductIds, listFavoriteProducts, setFavorite } from "~/.server/favorites/favorites";
import { FAVORITE_TOASTS } from "~/lib/auth";
import { action, loader } from "~/routes/api.favorites";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { sessionShopper } from "../../support/session-user";

// The route reads the session and the database through these; the tests give it theirs.
vi.mock("~/.server/auth/session", () => ({ getOptionalUser: vi.fn() }));
vi.mock("~/.server/db", async (original) => ({ ...(await original<typeof import("~/.server/db")>()), getDb: vi.fn() }));

const t = withTestDatabase();

const ANN = sessionShopper("ann");
const BEN = sessionShopper("ben");

let ids: { whey: string; creatine: string };

beforeEach(async () => {
  vi.mocked(getDb).mockResolvedValue(t.db);
  await t.db.insert(user).values([ANN, BEN].map(({ id, email }) => ({ id, email, name: "", emailVerified: true })));
  ids = await insertProducts(t.db, { slug: "whey" }, { slug: "creatine" });
});

function signedInAs(shopperUser: SessionUser | null) {
  vi.mocked(getOptionalUser).mockResolvedValue(shopperUser);
}

function post(fields: Record<string, string>, origin = "http://localhost:3000") {
  const args = {
    request: new Request("http://localhost:3000/api/favorites", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin },
    }),
  };
  return action(args as Parameters<typeof action>[0]);
}

function get() {
  return loader({ request: new Request("http://localhost:3000/api/favorites") } as Parameters<typeof loader>[0]);
}

describe("favourites", () => {
  it("are kept per shopper: one never reads or changes another's", async () => {
    await setFavorite({ db: t.db, userId: ANN.id, productId: ids.whey, favorite: true });
    await setFavorite({ db: t.db, userId: BEN.id, productId: ids.creatine, favorite: true });

    expect(await listFavoriteProductIds({ db: t.db, userId: ANN.id })).toEqual([ids.whey]);
    expect((await listFavoriteProducts({ db: t.db, userId: BEN.id })).map((p) => p.slug)).toEqual(["creatine"]);

    // Ann removing Ben's favourite product touches only her own (absent) row.
    await setFavorite({ db: t.db, userId: ANN.id, productId: ids.creatine, favorite: false });
    expect(await listFavoriteProductIds({ db: t.db, userId: BEN.id })).toEqual([ids.creatine]);
  });

  it("the API takes the shopper from the session only, whatever the request names", async () => {
    signedInAs(ANN);
    const saved = await post({ productId: ids.creatine, favorite: "true", userId: BEN.id });
    expect(saved.status).toBe(200);
    expect(await listFavoriteProductIds({ db: t.db, userId: BEN.id })).toEqual([]);
    expect(await listFavoriteProductIds({ db: t.db, userId: ANN.id })).toEqual([ids.creatine]);

    signedInAs(BEN);
    expect(await (await get()).json()).toEqual({ productIds: [] });
    await post({ productId: ids.creatine, favorite: "false" });
    expect(await listFavoriteProductIds({ db: t.db, userId: ANN.id })).toEqual([ids.creatine]);
  });

  it("saving twice keeps one row, removing is idempotent, an unknown product is a 404", async () => {
    signedInAs(ANN);
    await post({ productId: ids.whey, favorite: "true" });
    await post({ productId: ids.whey, favorite: "true" });
    const listed = await get();
    expect(listed.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await listed.json()).toEqual({ productIds: [ids.whey] });

    await post({ productId: ids.whey, favorite: "false" });
    expect((await post({ productId: ids.whey, favorite: "false" })).status).toBe(200);
    const unknown = await post({ productId: "00000000-0000-4000-8000-000000000000", favorite: "true" });
    expect(unknown.status).toBe(404);
    expect((await post({ productId: "not-an-id", favorite: "true" })).status).toBe(400);
  });

  it("answers 401 with the sign-in notice when nobody is signed in", async () => {
    signedInAs(null);
    for (const response of [await get(), await post({ productId: ids.whey, favorite: "true" })]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: FAVORITE_TOASTS.signInRequired });
    }
    expect(await listFavoriteProductIds({ db: t.db, userId: ANN.id })).toEqual([]);
  });

  it("refuses a POST from another site with a 403, changing nothing", async () => {
    signedInAs(ANN);
    const response = await post({ productId: ids.whey, favorite: "true" }, "https://attacker.example");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { title: "Error", description: "Please use the store's own pages." },
    });
    expect(await listFavoriteProductIds({ db: t.db, userId: ANN.id })).toEqual([]);
  });
});
