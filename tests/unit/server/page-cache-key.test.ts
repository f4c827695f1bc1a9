import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ROWS, PAGE_SIZE } from "~/lib/filters";
import { createPageCacheKey, type PageCacheKey } from "../../../server/page-cache-key";
import { loadRouteManifest } from "../../support/route-manifest";

// Keyed by the routes' own `pageCacheParams` declarations, as the server does with its build.
let pageCacheKey: PageCacheKey;
beforeAll(async () => {
  pageCacheKey = createPageCacheKey(await loadRouteManifest());
}, 30_000);

function keyOf(pathAndQuery: string): string | undefined {
  return pageCacheKey(new URL(pathAndQuery, "http://localhost"))?.key;
}

describe("pageCacheKey", () => {
  it.each(["/", "/products", "/product/whey", "/brands/abe", "/blog", "/blog/creatine-101", "/products.data"])(
    "caches %s",
    (path) => expect(keyOf(path)).toBeDefined(),
  );

  it.each([
    "/account",
    "/checkout",
    "/search",
    "/images/x.png",
    "/sitemap.xml",
    "/auth.data",
    "/wp-login.php.data",
    "/__manifest?paths=%2Fapi",
  ])("does not cache %s", (path) => expect(keyOf(path)).toBeUndefined());

  it("gives every unknown address one shared key, the not-found page's", () => {
    for (const path of ["/wp-login.php", "/product/a/b", "/.env?x=1"]) {
      expect(pageCacheKey(new URL(path, "http://localhost"))).toEqual({
        key: "shared:not-found",
        shared: true,
        tags: [],
      });
    }
    expect(pageCacheKey(new URL("/products", "http://localhost"))?.shared).toBe(false);
  });

  it("tags a product's page and its data request with the product, and other pages with nothing", () => {
    const tagsOf = (path: string) => pageCacheKey(new URL(path, "http://localhost"))?.tags;
    expect(tagsOf("/product/whey")).toEqual(["product:whey"]);
    expect(tagsOf("/product/whey.data?_routes=routes%2Fproduct.%24slug")).toEqual(["product:whey"]);
    expect(tagsOf("/products")).toEqual([]);
    expect(tagsOf("/brands/abe")).toEqual([]);
  });

  it("leaves out parameters no page reads", () => {
    expect(keyOf("/?utm_source=mail&fbclid=abc")).toBe("/");
    expect(keyOf("/product/whey?ref=home")).toBe("/product/whey");
    expect(keyOf("/blog/creatine-101?v=2")).toBe("/blog/creatine-101");
  });

  it("keeps the products page's filter and window parameters as written, and nothing else", () => {
    expect(keyOf("/products?utm_campaign=x&category=protein&brand=chemix&min=10&max=40&show=60&offset=30")).toBe(
      "/products?category=protein&brand=chemix&min=10&max=40&show=60&offset=30",
    );
    expect(keyOf("/products?category=protein")).not.toBe(keyOf("/products?category=creatine"));
  });

  it("keys a paged brand page by the count it shows, however `show` is written", () => {
    const firstPage = keyOf("/brands/abe");
    expect(firstPage).toBe(`/brands/abe?show=${PAGE_SIZE}`);
    for (const show of ["", "abc", "0", "-5", String(PAGE_SIZE), "12.5"]) {
      expect(keyOf(`/brands/abe?show=${show}`)).toBe(firstPage);
    }
    expect(keyOf("/brands/abe?show=60&utm_source=x")).toBe("/brands/abe?show=60");
    expect(keyOf(`/brands/abe?show=${MAX_ROWS * 10}`)).toBe(`/brands/abe?show=${MAX_ROWS}`);
  });

  it("ignores `show` on brand pages that list everything", () => {
    expect(keyOf("/brands/chemix?show=60")).toBe("/brands/chemix");
  });

  it("keeps the blog's search and category, first value only, as the page reads them", () => {
    expect(keyOf("/blog?category=Nutrition&q=creatine&q=other&utm_source=x")).toBe(
      "/blog?q=creatine&category=Nutrition",
    );
  });

  it("keeps React Router's _routes, which picks the loaders a data request runs", () => {
    expect(keyOf("/brands/chemix.data?_routes=routes%2Fbrands.%24slug&x=1")).toBe(
      "/brands/chemix.data?_routes=routes%2Fbrands.%24slug",
    );
    expect(keyOf("/_root.data?_routes=root")).toBe("/_root.data?_routes=root");
    expect(keyOf("/products.data")).not.toBe(keyOf("/products"));
  });
});
