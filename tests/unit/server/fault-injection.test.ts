import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { describeEmptyCatalog } from "~/.server/payments";
import { withInjectedFaults } from "../../../server/fault-injection";

type Loader = (args: { request: Request }) => Promise<unknown>;

/** A build with the home page, a product page and a page no fault names, each answering what it is given. */
function buildOf(answers: Record<string, unknown>): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => [id, { id, path: id, module: { loader: async () => answer } }]),
  );
  return { routes } as unknown as ServerBuild;
}

const build = withInjectedFaults(
  buildOf({
    "routes/home": { featured: [], emptyCatalogNotice: null },
    "routes/product.$slug": { product: "core-burn" },
    "routes/contact": { page: "contact" },
  }),
);

function load(id: string, cookie?: string) {
  const loader = build.routes[id]?.module.loader as Loader;
  const headers = cookie ? { cookie } : undefined;
  return loader({ request: new Request("http://localhost/", { headers }) });
}

describe("withInjectedFaults", () => {
  it("answers as the loader does without the cookie, or with a fault the page is not named for", async () => {
    expect(await load("routes/home")).toEqual({ featured: [], emptyCatalogNotice: null });
    expect(await load("routes/product.$slug", "store-fault=catalog")).toEqual({ product: "core-burn" });
    expect(await load("routes/contact", "a=1; store-fault=catalog")).toEqual({ page: "contact" });
    expect(await load("routes/home", "store-fault=unknown")).toEqual({ featured: [], emptyCatalogNotice: null });
  });

  it("makes the named loaders throw", async () => {
    await expect(load("routes/home", "a=1; store-fault=catalog")).rejects.toThrow("Injected fault: catalog");
    await expect(load("routes/product.$slug", "store-fault=product")).rejects.toThrow("Injected fault: product");
  });

  it("shows the home page an empty catalogue", async () => {
    expect(await load("routes/home", "store-fault=empty-catalog")).toEqual({
      featured: [],
      emptyCatalogNotice: describeEmptyCatalog(),
    });
  });

  it("leaves a route without a loader as it is", () => {
    const plain = { id: "routes/plain", path: "plain", module: {} };
    const wrapped = withInjectedFaults({ routes: { "routes/plain": plain } } as unknown as ServerBuild);
    expect(wrapped.routes["routes/plain"]).toBe(plain);
  });
});
