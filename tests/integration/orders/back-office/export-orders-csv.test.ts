import { describe, expect, it } from "vitest";
import { exportOrdersCsv } from "~/.server/orders/back-office/export-orders-csv";
import { NO_FILTERS, type OrderListFilters } from "~/lib/admin-orders";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

const t = withTestDatabase();

async function exported(filters: OrderListFilters, batchSize: number): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of exportOrdersCsv({ db: t.db, filters, batchSize })) chunks.push(chunk);
  return chunks;
}

function orderNumbersIn(csv: string): string[] {
  return csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(",")[0] ?? "");
}

describe("exportOrdersCsv (the order list as CSV)", () => {
  it("writes every matching order once, batch by batch, also when orders share a timestamp", async () => {
    // One statement: every row gets the same created_at, to the microsecond, so batches split ties.
    const placed = await insertOrders(t.db, ...Array.from({ length: 7 }, () => ({ status: "paid" as const })));
    await insertOrders(t.db, { status: "pending" });
    const chunks = await exported({ ...NO_FILTERS, state: "paid" }, 3);
    expect(chunks).toHaveLength(1 + 3);
    const numbers = orderNumbersIn(chunks.join(""));
    expect([...numbers].sort()).toEqual([...placed].sort());
    expect(await exported({ ...NO_FILTERS, q: "nobody" }, 3)).toHaveLength(1);
  });
});
