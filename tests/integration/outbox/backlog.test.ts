import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "~/.server/db/schema";
import { getOutboxBacklog } from "~/.server/outbox/backlog";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

describe("getOutboxBacklog (the metrics' outbox gauges)", () => {
  it("counts pending messages and the age of the oldest; sent and dead ones do not count", async () => {
    expect(await getOutboxBacklog({ db: t.db })).toEqual({ pending: 0, oldestAgeSeconds: 0 });
    for (const key of ["a", "b", "c"])
      await enqueueOutboxMessage(t.db, { topic: "email", payload: {}, dedupeKey: key });
    const created = new Date("2026-11-25T10:00:00Z");
    await t.db.update(outboxMessages).set({ createdAt: created }).where(eq(outboxMessages.dedupeKey, "a"));
    await t.db.update(outboxMessages).set({ status: "sent" }).where(eq(outboxMessages.dedupeKey, "b"));
    await t.db
      .update(outboxMessages)
      .set({ createdAt: new Date(created.getTime() + 30_000) })
      .where(eq(outboxMessages.dedupeKey, "c"));
    const now = new Date(created.getTime() + 90_000);
    expect(await getOutboxBacklog({ db: t.db, now })).toEqual({ pending: 2, oldestAgeSeconds: 90 });
  });
});
