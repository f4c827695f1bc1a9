import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listBlogPostsForAdmin } from "~/.server/blog/admin-posts";
import { getBlogPost, listBlogPostSummaries } from "~/.server/blog/posts";
import { createBlogPost, updateBlogPost } from "~/.server/blog/save-post";
import { importStoreArticles, listStoreArticles } from "~/.server/blog/store-articles";
import { auditLog, blogPosts } from "~/.server/db/schema";
import { createImageStore } from "~/.server/images/store";
import { imageKeyOfUrl } from "~/.server/images/urls";
import type { BlogPostDraft } from "~/lib/blog-editor";
import { withTestDatabase } from "../../support/database";

/*
 * The blog in the database (decision 178): drafts the store never shows, articles scheduled on the store's clock,
 * published ones with fixed addresses, covers in the image store, and the repository's articles copied in once.
 */

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };
/** 9 a.m. in San Angelo (CST, six hours behind UTC). */
const NOW = new Date("2026-11-26T15:00:00Z");

/** The editor's draft of an article, as the form's schema hands it to the server. */
function articleDraft(changes: Partial<BlogPostDraft> = {}): BlogPostDraft {
  return {
    title: "Protein for Beginners",
    slug: "protein-for-beginners",
    excerpt: "How much protein you need, when to take it and which kind to buy.",
    body: "## Start here\n\nEat **enough** protein, spread over the day.",
    author: "priya-natarajan",
    categories: ["Nutrition"],
    relatedProducts: ["r1-whey-isolate"],
    relatedCategories: ["protein"],
    status: "draft",
    publishAt: null,
    ...changes,
  };
}

/** Adds an article through the editor's path; the test stops if it is refused. */
async function create(changes: Partial<BlogPostDraft> = {}, now = NOW) {
  const saved = await createBlogPost({ draft: articleDraft(changes), actor, now, db: t.db });
  if (!saved.ok) throw new Error(`the article was refused: ${JSON.stringify(saved.fieldErrors)}`);
  return saved;
}

const shownSlugs = async (now: Date) => (await listBlogPostSummaries({ now, db: t.db })).map((post) => post.slug);

describe("writing an article (decision 178)", () => {
  it("keeps a draft in the back office; published, the store shows it, dated on the store's calendar", async () => {
    const saved = await create();
    expect(saved).toMatchObject({ ok: true, slug: "protein-for-beginners", status: "draft" });
    expect(await shownSlugs(NOW)).toEqual([]);
    expect(await getBlogPost({ slug: "protein-for-beginners", now: NOW, db: t.db })).toBeUndefined();
    const drafts = await listBlogPostsForAdmin({ state: "draft", page: 1, now: NOW, db: t.db });
    expect(drafts.items).toMatchObject([{ id: saved.id, title: "Protein for Beginners", author: "Priya Natarajan" }]);

    // Published at 11 p.m. in San Angelo, 5 a.m. UTC the next day: the article is dated by the store's day.
    const late = new Date("2026-11-27T05:00:00Z");
    const published = await updateBlogPost({
      postId: saved.id,
      draft: articleDraft({ status: "published" }),
      actor,
      now: late,
      db: t.db,
    });
    expect(published).toEqual({ ok: true, id: saved.id, slug: "protein-for-beginners", status: "published" });
    expect(await shownSlugs(late)).toEqual(["protein-for-beginners"]);
    const post = await getBlogPost({ slug: "protein-for-beginners", now: late, db: t.db });
    expect(post).toMatchObject({
      title: "Protein for Beginners",
      date: "2026-11-26",
      author: "Priya Natarajan",
      authorRole: "Sports nutrition writer",
      categories: ["Nutrition"],
      relatedProducts: ["r1-whey-isolate"],
      relatedCategories: ["protein"],
      readTime: 1,
      image: "/images/placeholder.png",
    });
    expect(post?.html).toBe("<h2>Start here</h2>\n<p>Eat <strong>enough</strong> protein, spread over the day.</p>\n");

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subject, "article protein-for-beginners"));
    expect(audit.map((row) => row.action).sort()).toEqual(["blog.post_created", "blog.post_updated"]);
    expect(audit.find((row) => row.action === "blog.post_updated")).toMatchObject({
      actorEmail: "owner@example.com",
      before: { publishAt: null },
      after: { publishAt: late.toISOString() },
    });
  });

  it("schedules an article on the store's clock: it appears by itself at its time, and never in the past", async () => {
    const saved = await create({ status: "scheduled", publishAt: "2026-12-01T09:00" });
    expect(saved.status).toBe("scheduled");
    const [row] = await t.db.select({ publishAt: blogPosts.publishAt }).from(blogPosts);
    // 9 a.m. Central Standard Time is 3 p.m. UTC.
    expect(row?.publishAt).toEqual(new Date("2026-12-01T15:00:00Z"));
    expect(await shownSlugs(new Date("2026-12-01T14:59:00Z"))).toEqual([]);
    expect(await shownSlugs(new Date("2026-12-01T15:00:00Z"))).toEqual(["protein-for-beginners"]);
    expect((await listBlogPostsForAdmin({ state: "scheduled", page: 1, now: NOW, db: t.db })).items).toHaveLength(1);
    expect((await listBlogPostsForAdmin({ state: "published", page: 1, now: NOW, db: t.db })).items).toHaveLength(0);

    const past = await createBlogPost({
      draft: articleDraft({ slug: "old-news", status: "scheduled", publishAt: "2026-11-26T08:59" }),
      actor,
      now: NOW,
      db: t.db,
    });
    expect(past).toEqual({
      ok: false,
      fieldErrors: { publishAt: "Choose a time still to come, or publish the article now." },
    });
    expect(await t.db.$count(blogPosts)).toBe(1);
  });

  it("keeps a published article's address and first date, and refuses an address another article has", async () => {
    const draft = await create({ slug: "draft-address" });
    // A draft's address can still change.
    expect(
      await updateBlogPost({
        postId: draft.id,
        draft: articleDraft({ slug: "better-address" }),
        actor,
        now: NOW,
        db: t.db,
      }),
    ).toMatchObject({ ok: true, slug: "better-address" });

    const published = await create({ slug: "creatine-faq", title: "Creatine FAQ", status: "published" });
    const later = new Date("2026-11-28T15:00:00Z");
    const edit = (changes: Partial<BlogPostDraft>) =>
      updateBlogPost({
        postId: published.id,
        draft: articleDraft({ slug: "creatine-faq", title: "Creatine FAQ", status: "published", ...changes }),
        actor,
        now: later,
        db: t.db,
      });
    expect(await edit({ slug: "creatine-questions" })).toEqual({
      ok: false,
      fieldErrors: { slug: "A published article keeps its address, so links to it keep working." },
    });
    expect(await edit({ excerpt: "Answers to the questions shoppers ask most." })).toMatchObject({ ok: true });
    expect((await getBlogPost({ slug: "creatine-faq", now: later, db: t.db }))?.date).toBe("2026-11-26");

    expect(await createBlogPost({ draft: articleDraft({ slug: "creatine-faq" }), actor, now: NOW, db: t.db })).toEqual({
      ok: false,
      fieldErrors: { slug: "“Creatine FAQ” already has this address: choose another." },
    });
  });

  it("writes nothing when an article is saved unchanged", async () => {
    const saved = await create({ status: "published" });
    const [before] = await t.db.select({ updatedAt: blogPosts.updatedAt }).from(blogPosts);
    const later = new Date("2026-11-28T15:00:00Z");
    expect(
      await updateBlogPost({
        postId: saved.id,
        draft: articleDraft({ status: "published" }),
        actor,
        now: later,
        db: t.db,
      }),
    ).toMatchObject({ ok: true, status: "published" });
    const [after] = await t.db.select({ updatedAt: blogPosts.updatedAt }).from(blogPosts);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it("stores an uploaded cover as WebP in the image store, keeps it when none is sent, and refuses a non-photo", async () => {
    const store = createImageStore({ env: { S3_REGION: "us-east-1" }, db: t.db });
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0891b2" } })
      .jpeg()
      .toBuffer();
    const saved = await createBlogPost({
      draft: articleDraft(),
      cover: { name: "cover.jpg", bytes: photo },
      actor,
      now: NOW,
      store,
      db: t.db,
    });
    if (!saved.ok) throw new Error("the article was refused");
    const [row] = await t.db.select({ coverImage: blogPosts.coverImage }).from(blogPosts);
    const cover = row?.coverImage ?? "";
    expect(cover).toMatch(/^\/images\/blog\/protein-for-beginners-[0-9a-f]{12}\.webp$/);
    const bytes = await store.read(imageKeyOfUrl(cover));
    expect((await sharp(bytes ?? new Uint8Array()).metadata()).format).toBe("webp");

    await updateBlogPost({
      postId: saved.id,
      draft: articleDraft({ title: "Protein 101" }),
      actor,
      now: NOW,
      store,
      db: t.db,
    });
    expect((await t.db.select({ coverImage: blogPosts.coverImage }).from(blogPosts))[0]?.coverImage).toBe(cover);

    const refused = await updateBlogPost({
      postId: saved.id,
      draft: articleDraft(),
      cover: { name: "notes.txt", bytes: new TextEncoder().encode("not a photo") },
      actor,
      now: NOW,
      store,
      db: t.db,
    });
    expect(refused).toEqual({
      ok: false,
      fieldErrors: { cover: "notes.txt is not a photo the store can read: send a JPEG, PNG, WebP or AVIF." },
    });
  });
});

describe("importStoreArticles (decision 178)", () => {
  it("copies the repository's articles into an empty blog once, published on their dates at their old addresses", async () => {
    const articles = await listStoreArticles();
    expect(await importStoreArticles({ db: t.db })).toBe(articles.length);
    expect(await importStoreArticles({ db: t.db })).toBe(0);

    const shown = await listBlogPostSummaries({ now: NOW, db: t.db });
    expect(shown.map((post) => post.slug).sort()).toEqual(articles.map((article) => article.slug).sort());
    expect(shown.map((post) => post.date)).toEqual([...shown.map((post) => post.date)].sort().reverse());
    const creatine = await getBlogPost({ slug: "creatine-what-the-research-says", now: NOW, db: t.db });
    expect(creatine).toMatchObject({
      title: "Creatine: What the Research Actually Says",
      date: "2026-10-27",
      image: "/images/blog/creatine-what-the-research-says.png",
      relatedCategories: ["creatine"],
    });
    expect(creatine?.html).toContain("<h2>What creatine does in the body</h2>");
  });

  it("leaves a blog that has any article alone: the owner's articles are never joined by the repository's", async () => {
    await create();
    expect(await importStoreArticles({ db: t.db })).toBe(0);
    expect(await t.db.$count(blogPosts)).toBe(1);
  });
});
