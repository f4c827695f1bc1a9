import { and, eq, ne } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { blogPosts } from "~/.server/db/schema";
import type { PhotoFile } from "~/.server/images/process-photo";
import type { ImageStore } from "~/.server/images/store";
import { storeNewPhoto } from "~/.server/images/store-photo";
import { uploadedCoverUrl } from "~/.server/images/urls";
import { type BlogPostDraft, type BlogStatus, blogStatus } from "~/lib/blog-editor";
import { canonicalJson } from "~/lib/canonical-json";
import type { FieldErrors } from "~/lib/forms";
import { instantOfStoreDateTime } from "~/lib/store-time";

export type SavedBlogPost =
  | { ok: true; id: string; slug: string; status: BlogStatus }
  | { ok: false; fieldErrors: FieldErrors };

type BlogPostRow = typeof blogPosts.$inferSelect;

/** What the audit log keeps of an article: everything but its text, which can run to pages. */
function audited(
  row: Pick<BlogPostRow, "slug" | "title" | "excerpt" | "authorSlug" | "categories" | "coverImage" | "publishAt">,
) {
  const { slug, title, excerpt, authorSlug, categories, coverImage, publishAt } = row;
  return { slug, title, excerpt, authorSlug, categories, coverImage, publishAt: publishAt?.toISOString() ?? null };
}

/** The columns the editor's fields write. */
function draftColumns(draft: BlogPostDraft) {
  const { slug, title, excerpt, body, author, categories, relatedProducts, relatedCategories } = draft;
  return { slug, title, excerpt, body, authorSlug: author, categories, relatedProducts, relatedCategories };
}

/** A scheduled article's time, on the store's clock, which must be still to come; null for any other status. */
function scheduledTime(
  draft: BlogPostDraft,
  now: Date,
): { ok: true; at: Date | null } | { ok: false; fieldErrors: FieldErrors } {
  if (draft.status !== "scheduled") return { ok: true, at: null };
  const at = instantOfStoreDateTime(draft.publishAt ?? "");
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
    return { ok: false, fieldErrors: { publishAt: "Choose a time still to come, or publish the article now." } };
  }
  return { ok: true, at };
}

/**
 * When the article goes out: never for a draft; for a published one, when it first went out (`current`: an edit
 * does not move its date), else now; for a scheduled one, its checked time.
 */
function publicationTime(options: {
  status: BlogStatus;
  scheduledAt: Date | null;
  current: Date | null;
  now: Date;
}): Date | null {
  const { status, current, now } = options;
  if (status === "draft") return null;
  if (status === "scheduled") return options.scheduledAt;
  return current && current.getTime() <= now.getTime() ? current : now;
}

/** The cover written to the image store (every process serves it); a file that is not a photo is a field error. */
async function storeCover(options: {
  cover?: PhotoFile;
  slug: string;
  store?: ImageStore;
}): Promise<{ ok: true; url: string | undefined } | { ok: false; fieldErrors: FieldErrors }> {
  const { cover, slug, store } = options;
  if (!cover) return { ok: true, url: undefined };
  const url = await storeNewPhoto({ file: cover, urlOf: (id) => uploadedCoverUrl(slug, id), store });
  if (typeof url !== "string") return { ok: false, fieldErrors: { cover: `${url.name} ${url.reason}` } };
  return { ok: true, url };
}

async function slugTaken(tx: Executor, slug: string, postId: string | null): Promise<FieldErrors | undefined> {
  const [same] = await tx
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .where(postId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, slug));
  return same ? { slug: `“${same.title}” already has this address: choose another.` } : undefined;
}

/** Drops cached blog pages when the store showed the article before the change or shows it after. */
function markShownChanged(before: Date | null, after: Date | null, now: Date): void {
  const shown = (publishAt: Date | null) => blogStatus(publishAt, now) === "published";
  if (shown(before) || shown(after)) markCatalogChanged();
}

type SaveOptions = {
  draft: BlogPostDraft;
  /** A new cover photo; none keeps the article's. */
  cover?: PhotoFile;
  actor: AuditActor;
  now?: Date;
  store?: ImageStore;
  db?: Database;
};

/**
 * What a save settles before its transaction, which it keeps short: a scheduled time checked, and the new cover
 * processed and stored.
 */
async function prepareSave(
  options: SaveOptions & { now: Date },
): Promise<
  { ok: true; scheduledAt: Date | null; coverUrl: string | undefined } | { ok: false; fieldErrors: FieldErrors }
> {
  const scheduled = scheduledTime(options.draft, options.now);
  if (!scheduled.ok) return scheduled;
  const cover = await storeCover({ cover: options.cover, slug: options.draft.slug, store: options.store });
  if (!cover.ok) return cover;
  return { ok: true, scheduledAt: scheduled.at, coverUrl: cover.url };
}

/** Adds an article, with its cover when one is sent. */
export async function createBlogPost(options: SaveOptions): Promise<SavedBlogPost> {
  const { draft } = options;
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDb());
  const prepared = await prepareSave({ ...options, now });
  if (!prepared.ok) return prepared;
  const publishAt = publicationTime({ status: draft.status, scheduledAt: prepared.scheduledAt, current: null, now });
  const result = await db.transaction(async (tx): Promise<SavedBlogPost> => {
    const taken = await slugTaken(tx, draft.slug, null);
    if (taken) return { ok: false, fieldErrors: taken };
    const [created] = await tx
      .insert(blogPosts)
      .values({ ...draftColumns(draft), coverImage: prepared.coverUrl ?? null, publishAt })
      .returning();
    if (!created) throw new Error("The article was not written.");
    await recordAudit(tx, {
      actor: options.actor,
      action: "blog.post_created",
      subject: `article ${created.slug}`,
      after: audited(created),
    });
    return { ok: true, id: created.id, slug: created.slug, status: blogStatus(created.publishAt, now) };
  });
  if (result.ok) markShownChanged(null, publishAt, now);
  return result;
}

/**
 * Saves the editor's draft over an article. A published article keeps its address (links to it are out there) and
 * its publication date; a new cover replaces the old one, and no cover sent keeps it.
 */
export async function updateBlogPost(
  options: SaveOptions & { postId: string },
): Promise<SavedBlogPost | { ok: false; notFound: true }> {
  const { draft } = options;
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDb());
  const prepared = await prepareSave({ ...options, now });
  if (!prepared.ok) return prepared;
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, options.postId)).for("update");
    if (!before) return { ok: false as const, notFound: true as const };
    if (draft.slug !== before.slug && blogStatus(before.publishAt, now) === "published") {
      return {
        ok: false as const,
        fieldErrors: { slug: "A published article keeps its address, so links to it keep working." },
      };
    }
    const taken = await slugTaken(tx, draft.slug, before.id);
    if (taken) return { ok: false as const, fieldErrors: taken };
    // From the locked row: an edit made meanwhile cannot move the date the article first went out.
    const publishAt = publicationTime({
      status: draft.status,
      scheduledAt: prepared.scheduledAt,
      current: before.publishAt,
      now,
    });
    const changes = { ...draftColumns(draft), coverImage: prepared.coverUrl ?? before.coverImage, publishAt };
    const after = { ...before, ...changes };
    // Saved again unchanged: nothing to write, no audit row, the article's date of last change stays.
    if (canonicalJson({ ...before, updatedAt: null }) === canonicalJson({ ...after, updatedAt: null })) {
      return {
        ok: true as const,
        id: before.id,
        slug: before.slug,
        before: before.publishAt,
        publishAt,
        changed: false,
      };
    }
    await tx
      .update(blogPosts)
      .set({ ...changes, updatedAt: now })
      .where(eq(blogPosts.id, before.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: "blog.post_updated",
      subject: `article ${draft.slug}`,
      before: audited(before),
      after: audited(after),
    });
    return { ok: true as const, id: before.id, slug: draft.slug, before: before.publishAt, publishAt, changed: true };
  });
  if (!result.ok) return result;
  if (result.changed) markShownChanged(result.before, result.publishAt, now);
  return { ok: true, id: result.id, slug: result.slug, status: blogStatus(result.publishAt, now) };
}
