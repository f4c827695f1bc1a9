import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTaxonomy, upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { changeTaxonomy } from "~/.server/catalog-editor/edit-taxonomy";
import { setTaxonomyPicture } from "~/.server/catalog-editor/taxonomy-pictures";
import { auditLog } from "~/.server/db/schema";
import { serveImage } from "~/.server/images/serve";
import { createImageStore, type ImageStore } from "~/.server/images/store";
import { imageKeyOfUrl } from "~/.server/images/urls";
import { PHOTO_MAX_BYTES } from "~/lib/product-photos";
import { withTestDatabase } from "../../support/database";

/*
 * A category's tile picture and a brand's logo uploaded on /admin/categories (decision 190): stored as product photos
 * are, served at the address the storefront's taxonomy gives, with an audit row; a bad file is refused with why.
 */

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "taxonomy-pictures-"));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
beforeEach(() => upsertTaxonomy({ db: t.db }));

function photoStore(): ImageStore {
  return createImageStore({ env: { S3_REGION: "us-east-1" }, db: t.db });
}

function photo(background: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The picture as a shopper's browser fetches it, at the carousel's width. */
async function served(store: ImageStore, url: string) {
  const request = new Request(`http://store.test${url}?w=400`, { headers: { Accept: "image/webp" } });
  return serveImage({ path: imageKeyOfUrl(url), request, store, cacheDir });
}

async function addCategory(name: string) {
  const change = { intent: "add", kind: "category", name, slug: "recovery", tagline: "", hasPage: false } as const;
  return changeTaxonomy({ change, actor, db: t.db });
}

describe("setTaxonomyPicture (decision 190)", () => {
  it("gives a new category its picture, then replaces it under a new address, each with an audit row", async () => {
    const store = photoStore();
    await addCategory("Recovery");
    const recovery = async () => (await getTaxonomy({ db: t.db })).categories.find((c) => c.slug === "recovery");
    // Until one is uploaded the storefront shows the placeholder.
    expect((await recovery())?.image).toBe("");

    const first = { name: "tile.jpg", bytes: await photo("#c00") };
    expect(
      await setTaxonomyPicture({ kind: "category", slug: "recovery", file: first, actor, store, db: t.db }),
    ).toEqual({ ok: true, done: "Recovery's picture replaced." });
    const firstUrl = (await recovery())?.image ?? "";
    expect(firstUrl).toMatch(/^\/images\/categories\/recovery-[0-9a-f]{12}\.webp$/);
    const response = await served(store, firstUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);

    const second = { name: "tile.png", bytes: await photo("#0a0") };
    await setTaxonomyPicture({ kind: "category", slug: "recovery", file: second, actor, store, db: t.db });
    const secondUrl = (await recovery())?.image ?? "";
    // A new name, so no browser or process shows the cached first picture for it.
    expect(secondUrl).not.toBe(firstUrl);
    expect((await served(store, secondUrl)).status).toBe(200);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "category.picture_changed"));
    expect(audit.map((row) => [row.subject, row.before, row.after, row.actorEmail])).toEqual([
      ["category recovery", { image: "" }, { image: firstUrl }, "owner@example.com"],
      ["category recovery", { image: firstUrl }, { image: secondUrl }, "owner@example.com"],
    ]);
  });

  it("replaces a brand's logo, which its tiles and page read", async () => {
    const store = photoStore();
    const file = { name: "logo.webp", bytes: await photo("#00c") };
    expect(await setTaxonomyPicture({ kind: "brand", slug: "chemix", file, actor, store, db: t.db })).toEqual({
      ok: true,
      done: "Chemix's logo replaced.",
    });
    const chemix = (await getTaxonomy({ db: t.db })).brands.find((b) => b.slug === "chemix");
    expect(chemix?.logo).toMatch(/^\/images\/brands\/chemix-[0-9a-f]{12}\.webp$/);
    expect((await served(store, chemix?.logo ?? "")).status).toBe(200);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "brand.logo_changed"));
    expect(row?.before).toEqual({ logo: "/images/brands/chemix.png" });
  });

  it("refuses a file that is not a picture or is too large, and one for an entry that is gone, changing nothing", async () => {
    const store = photoStore();
    const notPhoto = { name: "notes.jpg", bytes: new TextEncoder().encode("not a picture") };
    const tooLarge = { name: "huge.jpg", bytes: new Uint8Array(PHOTO_MAX_BYTES + 1) };
    const upload = (file: typeof notPhoto, slug = "protein") =>
      setTaxonomyPicture({ kind: "category", slug, file, actor, store, db: t.db });

    expect(await upload(notPhoto)).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { picture: "notes.jpg is not a photo the store can read: send a JPEG, PNG, WebP or AVIF." },
    });
    expect(await upload(tooLarge)).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { picture: "huge.jpg is over 10 MB." },
    });
    expect(await upload({ name: "tile.jpg", bytes: await photo("#c00") }, "no-such-category")).toMatchObject({
      status: 404,
    });
    const protein = (await getTaxonomy({ db: t.db })).categories.find((c) => c.slug === "protein");
    expect(protein?.image).toBe("/images/categories/protein.png");
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});
