import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db";
import { outboxMessages, subscriptionRenewals, subscriptions, user } from "~/.server/db/schema";
import { addDays, storeDay } from "~/lib/store-time";
import { SUBSCRIPTIONS_PATH } from "~/lib/subscriptions";
import { action } from "~/routes/account/subscriptions";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { sessionShopper } from "../../support/session-user";

// The action reads the session and the database through these; the tests give it theirs.
vi.mock("~/.server/auth/session", () => ({ requireUser: vi.fn() }));
vi.mock("~/.server/db", async (original) => ({ ...(await original<typeof import("~/.server/db")>()), getDb: vi.fn() }));

const t = withTestDatabase();

/** Ten days ahead on the store's calendar: far enough that no test runs into it. */
const NEXT = addDays(storeDay(new Date()), 10);

async function insertSubscription(userId: string) {
  const slug = `whey-${userId}`;
  const ids: Record<string, string> = await insertProducts(t.db, { slug });
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      userId,
      productId: ids[slug],
      productSlug: slug,
      title: "Whey Protein",
      flavor: "Vanilla",
      quantity: 1,
      unitPriceCents: 2000,
      cadenceWeeks: 4,
      nextRenewalOn: NEXT,
      email: `${userId}@example.com`,
      firstName: "Ann",
      lastName: "Lee",
      address: "1 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      deliveryMethod: "shipping",
    })
    .returning();
  if (!row) throw new Error("the subscription was not inserted");
  return row;
}

beforeEach(async () => {
  vi.mocked(getDb).mockResolvedValue(t.db);
  await t.db.insert(user).values(["ann", "ben"].map((id) => ({ id, email: `${id}@example.com`, name: "" })));
});

function signedInAs(id: string | null) {
  vi.mocked(requireUser).mockImplementation(async () => {
    if (!id) throw redirect("/auth?redirectTo=%2Faccount");
    return sessionShopper(id);
  });
}

type Refusal = { data: { error: string }; init: { status: number } };

/** The action's answer as the browser would see it: a status, and the message or where it goes next. */
async function post(fields: Record<string, string>, origin = "http://localhost:3000") {
  const request = new Request("http://localhost:3000/account/subscriptions", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin },
  });
  const answer = (await action({ request, params: {}, context: {} } as never)) as Response | Refusal;
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") };
  return { status: answer.init.status, error: answer.data.error };
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

describe("POST /account/subscriptions (the portal's changes)", () => {
  it("answers 404 for another account's subscription, and changes nothing", async () => {
    const bens = await insertSubscription("ben");
    signedInAs("ann");
    const changes: Record<string, string>[] = [
      { intent: "skip" },
      { intent: "pause", until: addDays(NEXT, 5) },
      { intent: "cancel" },
      { intent: "quantity", quantity: "3" },
    ];
    for (const fields of changes) {
      expect(await post({ subscriptionId: bens.id, ...fields })).toEqual({
        status: 404,
        error: "Subscription not found.",
      });
    }
    expect(await rowOf(bens.id)).toEqual(bens);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  it("answers 400 to a form it cannot read, and changes nothing", async () => {
    const anns = await insertSubscription("ann");
    signedInAs("ann");
    expect(await post({ subscriptionId: anns.id, intent: "upgrade" })).toEqual({
      status: 400,
      error: "Choose what to change.",
    });
    expect(await post({ subscriptionId: anns.id, intent: "quantity", quantity: "0" })).toEqual({
      status: 400,
      error: "The quantity is at least 1.",
    });
    expect(await post({ subscriptionId: anns.id, intent: "address", addressId: "home" })).toEqual({
      status: 400,
      error: "Choose an address from your address book.",
    });
    expect(await post({ subscriptionId: anns.id, intent: "flavor", flavor: " " })).toEqual({
      status: 400,
      error: "Choose a flavor.",
    });
    expect(await post({ subscriptionId: "not-an-id", intent: "skip" })).toMatchObject({ status: 400 });
    expect(await rowOf(anns.id)).toEqual(anns);
  });

  it("skips the next delivery and sends the shopper back to the portal (303)", async () => {
    const anns = await insertSubscription("ann");
    signedInAs("ann");
    expect(await post({ subscriptionId: anns.id, intent: "skip" })).toEqual({
      status: 303,
      location: SUBSCRIPTIONS_PATH,
    });
    expect(await rowOf(anns.id)).toMatchObject({ status: "active", nextRenewalOn: addDays(NEXT, 28) });
    expect(await t.db.select().from(subscriptionRenewals)).toMatchObject([{ dueOn: NEXT, outcome: "skipped" }]);
  });

  it("answers a refused change with its reason and status (409)", async () => {
    const anns = await insertSubscription("ann");
    signedInAs("ann");
    expect(await post({ subscriptionId: anns.id, intent: "resume" })).toEqual({
      status: 409,
      error: "This subscription is not paused.",
    });
    expect(await rowOf(anns.id)).toEqual(anns);
  });

  it("needs a session and a post from the store's own page", async () => {
    const anns = await insertSubscription("ann");
    signedInAs(null);
    await expect(post({ subscriptionId: anns.id, intent: "cancel" })).rejects.toBeInstanceOf(Response);

    signedInAs("ann");
    expect(await post({ subscriptionId: anns.id, intent: "cancel" }, "https://elsewhere.example")).toEqual({
      status: 403,
      error: "Please use the form on this page.",
    });
    expect(await rowOf(anns.id)).toEqual(anns);
  });
});
