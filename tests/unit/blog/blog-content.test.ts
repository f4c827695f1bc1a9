import { describe, expect, it } from "vitest";
import { markdownText, parseFrontMatter, renderMarkdown } from "~/.server/blog/markdown";
import { getPolicyPage } from "~/.server/blog/policy-pages";
import { getBlogPost, listBlogPosts } from "~/.server/blog/posts";
import { DEMO_PRODUCTS } from "~/.server/demo";
import { listBlogPages } from "~/.server/seo/sitemap-entries";
import { readTimeMinutes } from "~/lib/blog";

describe("the blog's articles (content/blog)", () => {
  it("has four articles, newest first, each with its own cover and author picture", async () => {
    const posts = await listBlogPosts();
    expect(posts).toHaveLength(4);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    for (const post of posts) {
      expect(post.image).toBe(`/images/blog/${post.slug}.png`);
      expect(post.authorImage).toMatch(/^\/images\/blog\/authors\/[a-z-]+\.png$/);
      expect(post.categories.length).toBeGreaterThan(0);
    }
  });

  it("are real articles of 600 words or more, with the read time computed from the text", async () => {
    for (const post of await listBlogPosts()) {
      const words = markdownText(post.html.replace(/<[^>]+>/g, " "))
        .split(/\s+/)
        .filter((w) => /\w/.test(w));
      expect(words.length, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.readTime).toBe(readTimeMinutes(words.join(" ")));
      expect(post.html).toContain("<h2>");
      expect(post.html).toMatch(/talk to your doctor/i);
    }
  });

  it("names related products that exist in the demo catalogue", async () => {
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    for (const post of await listBlogPosts()) {
      expect(post.relatedProducts.length + post.relatedCategories.length).toBeGreaterThan(0);
      for (const slug of post.relatedProducts) expect(slugs.has(slug), `${post.slug} → ${slug}`).toBe(true);
    }
  });

  it("finds an article by slug, and nothing for an unknown slug", async () => {
    expect((await getBlogPost("creatine-what-the-research-says"))?.title).toBe(
      "Creatine: What the Research Actually Says",
    );
    expect(await getBlogPost("no-such-article")).toBeUndefined();
  });

  it("lists every article for the sitemap with its date", async () => {
    const pages = await listBlogPages();
    expect(pages).toHaveLength(4);
    expect(pages).toContainEqual({
      path: "/blog/creatine-what-the-research-says",
      lastmod: new Date("2026-10-27T00:00:00Z"),
    });
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
