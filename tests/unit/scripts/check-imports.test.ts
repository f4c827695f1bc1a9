import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkImports, formatViolation, runCheck } from "../../../scripts/check-imports";

const fixture = (name: string) => path.join(import.meta.dirname, "../../fixtures/check-imports", name);
const report = (name: string) => checkImports(fixture(name)).map(formatViolation);

describe("checkImports", () => {
  it("passes a tree that keeps every rule: server folders and the wings of orders importing downwards, infrastructure, type-only, dynamic and server-only imports around zod", () => {
    expect(report("clean")).toEqual([]);
  });

  // One forbidden import per rule in the broken tree; each is named at its line, and nothing else is.
  it.each([
    ["lib-is-pure", "app/lib/cache.ts:1", "imports app/hooks/use-toast"],
    ["server-has-no-ui", "app/.server/catalog.ts:2", "imports app/components/product-card"],
    ["ui-is-not-server", "app/components/card.tsx:2", "imports app/.server/catalog.ts"],
    ["demo-stays-out", "app/routes/home.tsx:1", "imports app/.server/demo/reviews"],
    [
      "no-cycles",
      "app/.server/search/engine.ts:1",
      "app/.server/search/engine.ts → app/.server/search/postgres-engine.ts → app/.server/search/engine.ts",
    ],
    ["zod-off-every-page", "app/root.tsx:2", "app/lib/checkout.schema reaches every page"],
    ["zod-off-every-page", "app/components/header.tsx:1", "zod reaches every page"],
    [
      "folders-import-downwards",
      "app/.server/shop/archive.ts:1",
      "shop, stock import one another: shop → stock \\(app/.server/shop/archive.ts:1\\); stock → shop \\(app/.server/stock/adjust.ts:1\\)",
    ],
    [
      "infrastructure-imports-no-domain",
      "app/.server/outbox/worker.ts:1",
      "imports app/.server/stock/adjust.ts \\(outbox is infrastructure, stock a domain\\)",
    ],
    [
      "folders-import-downwards",
      "app/.server/orders/checkout/start-checkout.ts:1",
      "checkout, refunds import one another: checkout → refunds \\(app/.server/orders/checkout/start-checkout.ts:1\\); refunds → checkout \\(app/.server/orders/refunds/send-refund.ts:1\\)",
    ],
    ["orders-in-wings", "app/.server/orders/order-helpers.ts:1", "sits directly in app/.server/orders"],
  ])("fails on %s at %s", (rule, place, explanation) => {
    expect(report("broken")).toContainEqual(expect.stringMatching(`^${place}  ${rule}: ${explanation}`));
  });

  it("reports nothing more in the broken tree than its eleven forbidden imports", () => {
    expect(report("broken")).toHaveLength(11);
  });

  it("gives exit code 1 and prints each violation as file:line  rule: explanation, 0 on a clean tree", () => {
    const printed: string[] = [];
    const print = { log: (line: string) => printed.push(line), error: (line: string) => printed.push(line) };
    expect(runCheck(fixture("broken"), print)).toBe(1);
    expect(printed).toContain(
      "app/lib/cache.ts:1  lib-is-pure: imports app/hooks/use-toast (app/lib holds pure rules shared by browser and server)",
    );
    expect(runCheck(fixture("clean"), print)).toBe(0);
  });
});
