import { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "./product-photos";
import { slugify } from "./slugify";

/** The /admin/categories forms: the page's fields and the action check with this one schema. */

export const TAXONOMY_NAME_MAX = 60;
export const BRAND_TAGLINE_MAX = 160;

const kindSchema = z.enum(["category", "brand"], { error: "Unknown list." });

const nameSchema = z
  .string({ error: "Give a name." })
  .trim()
  .min(1, { error: "Give a name." })
  .max(TAXONOMY_NAME_MAX, { error: `A name is at most ${TAXONOMY_NAME_MAX} characters.` });

const taglineSchema = z
  .string()
  .trim()
  .max(BRAND_TAGLINE_MAX, { error: `A tagline is at most ${BRAND_TAGLINE_MAX} characters.` })
  .default("");

// A checkbox: present ("on") when ticked, absent otherwise.
const checkboxSchema = z.literal("on").optional().transform(Boolean);

// Checked in the browser before a large file travels; the server re-encodes it, which refuses what is not an image.
const pictureSchema = z
  .file({ error: "Choose a picture." })
  .min(1, { error: "Choose a picture." })
  .max(PHOTO_MAX_BYTES, { error: `A picture is at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.` })
  .mime([...PHOTO_TYPES], { error: "Send a JPEG, PNG, WebP or AVIF picture." });

const slugSchema = z.string({ error: "Choose one from the list." }).min(1, { error: "Choose one from the list." });

export const taxonomyFormSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("add"),
        kind: kindSchema,
        name: nameSchema,
        tagline: taglineSchema,
        hasPage: checkboxSchema,
      })
      // The address is made from the name once, and kept (decision 188).
      .refine((form) => slugify(form.name) !== "", {
        path: ["name"],
        error: "Give a name with at least one letter or digit.",
      })
      .transform((form) => ({ ...form, slug: slugify(form.name) })),
    z.object({
      intent: z.literal("edit"),
      kind: kindSchema,
      slug: slugSchema,
      name: nameSchema,
      tagline: taglineSchema,
      hasPage: checkboxSchema,
    }),
    z.object({ intent: z.literal("move"), kind: kindSchema, slug: slugSchema, direction: z.enum(["up", "down"]) }),
    z.object({ intent: z.literal("remove"), kind: kindSchema, slug: slugSchema }),
    // A category's tile picture or a brand's logo, replacing the one before.
    z.object({ intent: z.literal("picture"), kind: kindSchema, slug: slugSchema, picture: pictureSchema }),
  ],
  { error: "Unknown action." },
);

export type TaxonomyForm = z.output<typeof taxonomyFormSchema>;

/** The changes to the lists themselves; a picture upload goes its own way, through the image store. */
export type TaxonomyChange = Exclude<TaxonomyForm, { intent: "picture" }>;
