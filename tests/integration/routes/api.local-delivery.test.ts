import { describe, expect, it, vi } from "vitest";
import { setStoreSetting } from "~/.server/settings/store-settings";
import { DEFAULT_SHIPPING_RATES } from "~/lib/store-settings";
import { nextBusinessDay } from "~/lib/store-time";
import { action, loader } from "~/routes/api.local-delivery";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

// The answer carries the owner's local delivery fee, read from the test's own database.
vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

async function get(query: string) {
  const response = await loader({ request: new Request(`http://localhost/api/local-delivery${query}`) } as never);
  return { status: response.status, body: await response.json() };
}

describe("validate-local-delivery (/api/local-delivery)", () => {
  it("offers free next-business-day delivery in San Angelo, TX or Texas, trimmed and case-insensitive", async () => {
    for (const [city, state] of [
      ["San Angelo", "TX"],
      ["  san angelo ", " texas"],
      ["SAN ANGELO", "Tx"],
    ]) {
      const { status, body } = await get(`?${new URLSearchParams({ city: city as string, state: state as string })}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        isLocalDeliveryAvailable: true,
        deliveryMethod: {
          type: "local",
          name: "Local Delivery (San Angelo Only)",
          priceCents: 0,
          expectedDeliveryDate: nextBusinessDay(new Date()),
        },
      });
    }
  });

  it("answers with the owner's local delivery fee (decision 170)", async () => {
    const actor = { userId: null, email: "owner@example.com" };
    await setStoreSetting({ db: t.db, actor, key: "shipping", value: { ...DEFAULT_SHIPPING_RATES, localCents: 300 } });
    const { body } = await get("?city=San%20Angelo&state=TX");
    expect(body.deliveryMethod).toMatchObject({ type: "local", priceCents: 300 });
  });

  it("is unavailable anywhere else, and for empty input", async () => {
    for (const query of ["?city=Austin&state=TX", "?city=San%20Angelo&state=CA", "?city=San%20Angelos&state=TX", ""]) {
      expect(await get(query)).toEqual({
        status: 200,
        body: { isLocalDeliveryAvailable: false, deliveryMethod: null },
      });
    }
  });

  it("takes the city and state as a POSTed JSON body too, and refuses oversized input", async () => {
    const request = new Request("http://localhost/api/local-delivery", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ city: "San Angelo", state: "TX" }),
    });
    const response = await action({ request } as never);
    expect(((await response.json()) as { isLocalDeliveryAvailable: boolean }).isLocalDeliveryAvailable).toBe(true);
    expect((await get(`?city=${"x".repeat(101)}&state=TX`)).status).toBe(400);
  });
});
