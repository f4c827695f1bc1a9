import { absoluteUrl } from "./public-url";

/** Areas that are personal or transactional: nothing there for a search engine. */
const DISALLOWED = ["/account", "/checkout", "/auth", "/api/", "/order-success"];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
