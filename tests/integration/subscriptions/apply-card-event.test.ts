import { describe, expect, it } from "vitest";
import { savedCards, user } from "~/.server/db/schema";
import { applyCardEvent } from "~/.server/subscriptions/apply-card-event";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

async function savedCard() {
  await t.db.insert(user).values({ id: "u1", email: "ann@example.com", name: "Ann", emailVerified: true });
  await t.db
    .insert(savedCards)
    .values({ userId: "u1", provider: "square", providerCardId: "ccof:1", brand: "Visa", last4: "1111" });
}

describe("applyCardEvent", () => {
  it("keeps a reissued card's details, and marks a disabled card, once however often it is sent", async () => {
    await savedCard();
    const updated = {
      eventId: "e1",
      kind: "updated",
      providerCardId: "ccof:1",
      brand: "Mastercard",
      last4: "4444",
    } as const;
    expect(await applyCardEvent({ db: t.db, provider: "square", event: updated })).toEqual({ outcome: "applied" });
    expect(await applyCardEvent({ db: t.db, provider: "square", event: updated })).toEqual({ outcome: "applied" });
    const [card] = await t.db.select().from(savedCards);
    expect(card).toMatchObject({ brand: "Mastercard", last4: "4444", disabledAt: null });

    const disabled = { eventId: "e2", kind: "disabled", providerCardId: "ccof:1" } as const;
    await applyCardEvent({ db: t.db, provider: "square", event: disabled });
    const [after] = await t.db.select().from(savedCards);
    expect(after?.disabledAt).toBeInstanceOf(Date);
  });

  it("answers unknown_card for a card of another provider or none of ours, changing nothing", async () => {
    await savedCard();
    const event = { eventId: "e1", kind: "disabled", providerCardId: "ccof:1" } as const;
    expect(await applyCardEvent({ db: t.db, provider: "test", event })).toEqual({ outcome: "unknown_card" });
    expect(
      await applyCardEvent({ db: t.db, provider: "square", event: { ...event, providerCardId: "ccof:2" } }),
    ).toEqual({ outcome: "unknown_card" });
    const [card] = await t.db.select().from(savedCards);
    expect(card?.disabledAt).toBeNull();
  });
});
