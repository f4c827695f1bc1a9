import { z } from "zod";
import { BLOG_AUTHOR_SLUGS } from "./blog-authors";
import {
  BLOG_LIST_STATES,
  BLOG_STATUSES,
  BLOG_TEXT_MAX,
  type BlogPostDraft,
  MAX_BLOG_CATEGORIES,
  MAX_RELATED_PRODUCTS,
  relatedCategoryFieldName,
} from "./blog-editor";
import { CATEGORIES } from "./catalog";
import { optionalSlugField, SLUG_PATTERN, textField } from "./form-fields.schema";
import { slugify } from "./slugify";
import { storeDateTimeSchema } from "./store-time.schema";

const LIMIT = BLOG_TEXT_MAX;

/** Entries split by the separator, trimmed, empty ones dropped, each once whatever its case (the first kept). */
function entries(separator: RegExp) {
  return z
    .string()
    .default("")
    .transform((value) => {
      const byKey = new Map<string, string>();
      for (const entry of value.split(separator).map((each) => each.trim())) {
        if (entry && !byKey.has(entry.toLowerCase())) byKey.set(entry.toLowerCase(), entry);
      }
      return [...byKey.values()];
    });
}

const relatedCategoryShape = Object.fromEntries(
  CATEGORIES.map((category) => [
    relatedCategoryFieldName(category.slug),
    z
      .string()
      .optional()
      .transform((value) => value === "on"),
  ]),
);

/** The editor's fields as the form sends them (strings), read into a draft; the action and the browser share it. */
const blogPostFields = z
  .object({
    title: textField({
      max: LIMIT.title,
      tooLong: `Keep the title to ${LIMIT.title} characters or fewer.`,
      required: "Give the article a title.",
    }),
    slug: optionalSlugField({ max: LIMIT.slug, example: "protein-for-beginners" }),
    excerpt: textField({
      max: LIMIT.excerpt,
      tooLong: `Keep the summary to ${LIMIT.excerpt} characters or fewer.`,
      required: "Write a summary: cards and search results show it.",
    }),
    body: textField({
      max: LIMIT.body,
      tooLong: `Keep the article to ${LIMIT.body.toLocaleString("en-US")} characters or fewer.`,
      required: "Write the article.",
    }),
    author: z.enum(BLOG_AUTHOR_SLUGS, { error: "Choose who wrote the article." }),
    categories: entries(/,/).pipe(
      z
        .array(
          z.string().max(LIMIT.category, { error: `Keep each category to ${LIMIT.category} characters or fewer.` }),
        )
        .min(1, { error: "Give the article a category, like Training." })
        .max(MAX_BLOG_CATEGORIES, { error: `Give at most ${MAX_BLOG_CATEGORIES} categories.` }),
    ),
    relatedProducts: entries(/[\s,]+/).pipe(
      z
        .array(
          z.string().toLowerCase().regex(SLUG_PATTERN, { error: "Name products by their address, like whey-isolate." }),
        )
        .max(MAX_RELATED_PRODUCTS, { error: `Name at most ${MAX_RELATED_PRODUCTS} products.` }),
    ),
    status: z.enum(BLOG_STATUSES, { error: "Choose whether the article is a draft, scheduled or published." }),
    publishAt: z.string().trim().default(""),
    ...relatedCategoryShape,
  })
  .superRefine((form, context) => {
    if (!form.slug && !slugify(form.title)) {
      context.addIssue({ code: "custom", path: ["slug"], message: "Give the article an address, like creatine-faq." });
    }
    const publishAt = storeDateTimeSchema("Choose the day and time to publish it.").safeParse(form.publishAt);
    if (form.status === "scheduled" && !publishAt.success) {
      context.addIssue({ code: "custom", path: ["publishAt"], message: publishAt.error.issues[0]?.message });
    }
  });

/** The editor's form, read into the article it describes. */
export const blogPostFormSchema = blogPostFields.transform((form): BlogPostDraft => {
  const fields = form as Record<string, unknown>;
  return {
    title: form.title,
    slug: form.slug || slugify(form.title),
    excerpt: form.excerpt,
    body: form.body,
    author: form.author,
    categories: form.categories,
    relatedProducts: form.relatedProducts,
    relatedCategories: CATEGORIES.map((category) => category.slug).filter(
      (slug) => fields[relatedCategoryFieldName(slug)] === true,
    ),
    status: form.status,
    publishAt: form.status === "scheduled" ? form.publishAt : null,
  };
});

/** ?state= of the list of articles. */
export const blogListQuerySchema = z.object({ state: z.enum(BLOG_LIST_STATES).catch("all") });
