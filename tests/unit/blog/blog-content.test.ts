import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "~/.server/blog/markdown";
import { getPolicyPage } from "~/.server/blog/policy-pages";
import { listStoreArticles } from "~/.server/blog/store-articles";
import { DEMO_PRODUCTS } from "~/.server/demo";
import { readTimeMinutes } from "~/lib/blog";
import { BLOG_AUTHOR_SLUGS } from "~/lib/blog-authors";
import { markdownText, renderMarkdown } from "~/lib/markdown";

describe("the store's own articles (content/blog, copied into the blog at start-up)", () => {
  it("has four articles, each by one of the blog's authors, in at least one category", async () => {
    const articles = await listStoreArticles();
    expect(articles).toHaveLength(4);
    for (const article of articles) {
      expect(BLOG_AUTHOR_SLUGS).toContain(article.author);
      expect(article.categories.length).toBeGreaterThan(0);
    }
  });

  it("are real articles of 600 words or more, with headings and the doctor's caution", async () => {
    for (const article of await listStoreArticles()) {
      const html = renderMarkdown(article.body);
      const words = markdownText(html.replace(/<[^>]+>/g, " "))
        .split(/\s+/)
        .filter((w) => /\w/.test(w));
      expect(words.length, article.slug).toBeGreaterThanOrEqual(600);
      expect(readTimeMinutes(markdownText(article.body)), article.slug).toBeGreaterThanOrEqual(3);
      expect(html).toContain("<h2>");
      expect(html).toMatch(/talk to your doctor/i);
    }
  });

  it("names related products that exist in the demo catalogue", async () => {
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    for (const article of await listStoreArticles()) {
      expect(article.relatedProducts.length + article.relatedCategories.length).toBeGreaterThan(0);
      for (const slug of article.relatedProducts) expect(slugs.has(slug), `${article.slug} → ${slug}`).toBe(true);
    }
  });
});

describe("Markdown rendering", () => {
  it("splits YAML front matter from the body", () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: B"\ntags: [x, y]\n---\n\nHello');
    expect(data).toEqual({ title: "A: B", tags: ["x", "y"] });
    expect(body.trim()).toBe("Hello");
  });

  it("shows raw HTML as text and drops unsafe links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](/returns)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="/returns">good</a>');
  });

  it("filters image sources as it filters link targets: a script address shows the alt text instead", () => {
    const html = renderMarkdown(
      '![bad](javascript:alert(1)) ![data](data:image/svg+xml,x) ![proto](//evil.example/x.png) ![ok](/images/a.webp "A") ![web](https://example.com/b.png)',
    );
    expect(html).not.toMatch(/src="(?:javascript|data|\/\/)/i);
    expect(html).toContain("bad data proto");
    expect(html).toContain('<img src="/images/a.webp" alt="ok" title="A">');
    expect(html).toContain('<img src="https://example.com/b.png" alt="web">');
  });
});

describe("policy pages (content/pages)", () => {
  it("date Terms and Privacy from May 28, 2025", async () => {
    for (const slug of ["terms", "privacy"] as const) {
      expect((await getPolicyPage(slug)).effective).toBe("2025-05-28");
    }
  });

  it("state every return rule of docs/product.md#policy-pages and a contact address", async () => {
    const text = (await getPolicyPage("returns")).html.replace(/<[^>]+>/g, "");
    for (const rule of [
      "unopened, unused items within 30 days of delivery",
      "original condition",
      "within 7 days of delivery",
      "replacement or a full refund",
      "We do not process exchanges",
      "place a new order",
      "Opened or used items",
      "Final Sale",
      "processed within 5–7 business days to your original payment method",
      "You are responsible for the cost of return shipping",
      "damaged, was defective or was not what you ordered",
      "support@charge-supplements.example",
      "San Angelo, TX",
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).not.toContain("{{");
  });
});
