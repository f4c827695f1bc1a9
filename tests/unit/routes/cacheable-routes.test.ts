import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every route module, and whether it declares itself cacheable (`pageCacheParams`, decision 057). */
function routeModules(dir = "app/routes"): { file: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(file);
    return /\.tsx?$/.test(entry.name) ? [{ file, source: readFileSync(file, "utf8") }] : [];
  });
}

const SESSION_READERS = /auth\/session|getOptionalUser|requireUser|requireStaff/;

describe("cached pages carry nothing personal (decision 151)", () => {
  const cacheable = routeModules().filter(({ source }) => /export (const|function) pageCacheParams/.test(source));

  it("finds the catalogue's cacheable routes", () => {
    expect(cacheable.map(({ file }) => path.basename(file)).sort()).toEqual(
      expect.arrayContaining(["home.tsx", "product.$slug.tsx", "products.tsx"]),
    );
  });

  it("has no cacheable route, and no root loader, that reads the session", () => {
    for (const { file, source } of [
      ...cacheable,
      { file: "app/root.tsx", source: readFileSync("app/root.tsx", "utf8") },
    ]) {
      expect(SESSION_READERS.test(source), file).toBe(false);
    }
  });
});
