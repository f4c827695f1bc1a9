import { type Database, getDb } from "~/.server/db";
import { absoluteUrl } from "./public-url";
import { countProductEntries, listFixedEntries, listProductEntries, type SitemapEntry } from "./sitemap-entries";
import { escapeXml } from "./xml";

/** The sitemap protocol's limit of URLs per file (the 50 MB limit is far off at ~150 bytes a URL). */
export const SITEMAP_MAX_URLS = 50_000;
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapOptions = {
  /** The store's public address; every URL in the sitemap is absolute. */
  publicUrl: string;
  /** A page of a split sitemap (from 1); undefined asks for /sitemap.xml itself. */
  page?: number;
  pageSize?: number;
  /** Products read per query while streaming a page. */
  batchSize?: number;
  db?: Database;
};

function urlElement(publicUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>${lastmod}</url>\n`;
}

function sitemapIndex(publicUrl: string, pages: number): string {
  const sitemaps = Array.from({ length: pages }, (_, i) => {
    const loc = escapeXml(absoluteUrl(publicUrl, `/sitemap.xml?page=${i + 1}`));
    return `<sitemap><loc>${loc}</loc></sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex ${NAMESPACE}>\n${sitemaps.join("")}</sitemapindex>\n`;
}

/** URLs first..end (exclusive) of the whole list: the fixed entries, then products by slug. */
async function* urlSet(options: {
  db: Database;
  publicUrl: string;
  fixed: SitemapEntry[];
  first: number;
  end: number;
  batchSize: number;
}): AsyncGenerator<string> {
  const { db, publicUrl, fixed, first, end, batchSize } = options;
  yield `${XML_DECLARATION}<urlset ${NAMESPACE}>\n`;
  yield fixed
    .slice(first, end)
    .map((entry) => urlElement(publicUrl, entry))
    .join("");
  let remaining = end - Math.max(first, fixed.length);
  let offset = Math.max(0, first - fixed.length);
  let afterSlug: string | undefined;
  while (remaining > 0) {
    const batch = await listProductEntries({ db, offset, afterSlug, limit: Math.min(batchSize, remaining) });
    if (batch.length === 0) break;
    yield batch.map(({ entry }) => urlElement(publicUrl, entry)).join("");
    remaining -= batch.length;
    offset = 0;
    afterSlug = batch.at(-1)?.slug;
  }
  yield "</urlset>\n";
}

function toStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
}

/**
 * /sitemap.xml: one URL set while the store has at most pageSize URLs, else an index of
 * /sitemap.xml?page=N files of pageSize URLs each. Pages are streamed a few thousand products at a
 * time. Undefined for a page that does not exist.
 */
export async function renderSitemap(options: SitemapOptions): Promise<ReadableStream<Uint8Array> | string | undefined> {
  const { publicUrl, page } = options;
  const db = options.db ?? (await getDb());
  const pageSize = options.pageSize ?? SITEMAP_MAX_URLS;
  const fixed = await listFixedEntries(db);
  const total = fixed.length + (await countProductEntries(db));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === undefined && pages > 1) return sitemapIndex(publicUrl, pages);
  const wanted = page ?? 1;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > pages) return undefined;
  const first = (wanted - 1) * pageSize;
  const end = Math.min(total, first + pageSize);
  return toStream(urlSet({ db, publicUrl, fixed, first, end, batchSize: options.batchSize ?? 5_000 }));
}
