import { z } from "zod";
import { STORE_CONTACT } from "~/lib/contact";
import { renderMarkdown } from "~/lib/markdown";
import { storeDaySchema } from "~/lib/store-time.schema";
import { loadOnceInProduction, type MarkdownFile, readMarkdownFiles } from "./content-files";

/** The store's policy pages, kept as Markdown in content/pages (terms, privacy, returns). */
export type PolicyPageSlug = "terms" | "privacy" | "returns";

export type PolicyPage = {
  slug: string;
  title: string;
  description: string;
  /** ISO date the text took effect. */
  effective: string;
  html: string;
};

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  effective: storeDaySchema,
});

/** `{{email}}`-style placeholders, so the contact details live in one place (STORE_CONTACT). */
const PLACEHOLDERS: Record<string, string> = {
  email: STORE_CONTACT.email,
  phone: STORE_CONTACT.phone,
  address: STORE_CONTACT.addressLines.join(", "),
};

export function fillPlaceholders(body: string, source: string): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = PLACEHOLDERS[name];
    if (value === undefined) throw new Error(`${source}: unknown placeholder {{${name}}}`);
    return value;
  });
}

function toPage(file: MarkdownFile): PolicyPage {
  const source = `content/pages/${file.slug}.md`;
  const parsed = frontMatterSchema.safeParse(file.data);
  if (!parsed.success) throw new Error(`${source}: ${z.prettifyError(parsed.error)}`);
  return { slug: file.slug, ...parsed.data, html: renderMarkdown(fillPlaceholders(file.body, source)) };
}

const loadPages = loadOnceInProduction(async () => (await readMarkdownFiles("pages")).map(toPage));

export async function getPolicyPage(slug: PolicyPageSlug): Promise<PolicyPage> {
  const page = (await loadPages()).find((each) => each.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.md is missing`);
  return page;
}
