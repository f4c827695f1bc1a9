import { z } from "zod";
import { optionalSlugField, textField } from "./form-fields.schema";
import { dollarAmountSchema, optionalDollars } from "./money.schema";
import {
  DIETARY_LABELS,
  dietaryFieldName,
  FAQ_SLOTS,
  faqFieldNames,
  MAX_FLAVORS,
  MAX_OPENING_STOCK,
  MAX_TAGS,
  type NewProductDraft,
  PRODUCT_LIST_STATES,
  PRODUCT_TEXT_MAX,
  type ProductDraft,
} from "./product-editor";
import { slugify } from "./slugify";

const LIMIT = PRODUCT_TEXT_MAX;

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong }).default("");

/** "12.50", "", or absent: an optional amount in dollars, read exactly into cents. */
/** One entry per comma, trimmed, empty ones dropped, each at most `max` characters. */
function listOf(options: { separator: RegExp; max: number; count: number; what: string }) {
  return z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(options.separator)
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().max(options.max, { error: `Keep each ${options.what} to ${options.max} characters or fewer.` }),
        )
        .max(options.count, { error: `Give at most ${options.count} ${options.what}s.` }),
    )
    .transform((entries) => [...new Set(entries)]);
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

const faqShape = Object.fromEntries(
  Array.from({ length: FAQ_SLOTS }, (_, index) => faqFieldNames(index + 1)).flatMap(({ question, answer }) => [
    [question, optionalText(LIMIT.faqQuestion, `Keep a question to ${LIMIT.faqQuestion} characters or fewer.`)],
    [answer, optionalText(LIMIT.faqAnswer, `Keep an answer to ${LIMIT.faqAnswer} characters or fewer.`)],
  ]),
) as Record<string, z.ZodDefault<z.ZodString>>;

const dietaryShape = Object.fromEntries(DIETARY_LABELS.map((label) => [dietaryFieldName(label), checkbox]));

/** The editor's fields as the form sends them (strings), read into a draft; the action and the browser share it. */
const productFields = z
  .object({
    title: textField({
      max: LIMIT.title,
      tooLong: `Keep the name to ${LIMIT.title} characters or fewer.`,
      required: "Enter the product's name.",
    }),
    slug: optionalSlugField({ max: LIMIT.slug, example: "whey-isolate-2lb" }),
    category: z.string({ error: "Choose a category." }).trim().min(1, { error: "Choose a category." }),
    brandSlug: z
      .string()
      .trim()
      .default("")
      .transform((slug) => slug || null),
    price: z.string({ error: "Enter the price in dollars, like 49.99." }).pipe(dollarAmountSchema),
    salePrice: optionalDollars("sale price"),
    subscriptionPrice: optionalDollars("Subscribe & Save price"),
    description: textField({
      max: LIMIT.description,
      tooLong: `Keep the description to ${LIMIT.description} characters or fewer.`,
      required: "Describe the product: shoppers read this first.",
    }),
    ingredients: optionalText(LIMIT.ingredients, `Keep the ingredients to ${LIMIT.ingredients} characters or fewer.`),
    directions: optionalText(LIMIT.directions, `Keep the directions to ${LIMIT.directions} characters or fewer.`),
    tags: listOf({ separator: /,/, max: LIMIT.tag, count: MAX_TAGS, what: "tag" }),
    flavors: listOf({ separator: /\n/, max: LIMIT.flavor, count: MAX_FLAVORS, what: "flavour" }),
    bestSeller: checkbox,
    featured: checkbox,
    ...faqShape,
    ...dietaryShape,
  })
  .superRefine((form, context) => {
    if (form.price <= 0) context.addIssue({ code: "custom", path: ["price"], message: "A price is more than $0." });
    if (form.salePrice !== null && form.salePrice >= form.price) {
      context.addIssue({ code: "custom", path: ["salePrice"], message: "A sale price is lower than the price." });
    }
    const oneOff = form.salePrice ?? form.price;
    if (form.subscriptionPrice !== null && form.subscriptionPrice >= oneOff) {
      context.addIssue({
        code: "custom",
        path: ["subscriptionPrice"],
        message: "The Subscribe & Save price is lower than what a one-off purchase costs.",
      });
    }
    if (!form.slug && !slugify(form.title)) {
      context.addIssue({ code: "custom", path: ["slug"], message: "Give the product an address, like whey-isolate." });
    }
    const fields = form as Record<string, unknown>;
    for (let slot = 1; slot <= FAQ_SLOTS; slot++) {
      const names = faqFieldNames(slot);
      const question = fields[names.question];
      const answer = fields[names.answer];
      if (question && !answer)
        context.addIssue({ code: "custom", path: [names.answer], message: "Answer the question." });
      if (answer && !question) {
        context.addIssue({ code: "custom", path: [names.question], message: "Write the question this answers." });
      }
    }
  });

type ProductFields = z.output<typeof productFields>;

function toDraft(form: ProductFields): ProductDraft {
  const fields = form as Record<string, unknown>;
  const faqs = Array.from({ length: FAQ_SLOTS }, (_, index) => faqFieldNames(index + 1))
    .map((names) => ({ question: String(fields[names.question]), answer: String(fields[names.answer]) }))
    .filter((faq) => faq.question && faq.answer);
  return {
    title: form.title,
    slug: form.slug || slugify(form.title),
    category: form.category,
    brandSlug: form.brandSlug,
    priceCents: form.price,
    salePriceCents: form.salePrice,
    subscriptionPriceCents: form.subscriptionPrice,
    description: form.description,
    ingredients: form.ingredients,
    directions: form.directions,
    // "Whey" and "whey", or "High Protein" and "high-protein", are one tag once slugified.
    tags: [...new Set(form.tags.map((tag) => slugify(tag)).filter(Boolean))],
    dietary: DIETARY_LABELS.filter((label) => fields[dietaryFieldName(label)] === true),
    flavors: form.flavors,
    faqs,
    bestSeller: form.bestSeller,
    featured: form.featured,
  };
}

/** The edit form of a product in the store. */
export const productFormSchema = productFields.transform(toDraft);

const OPENING_STOCK = `Enter the units on the shelf, a whole number from 0 to ${MAX_OPENING_STOCK.toLocaleString("en-US")}.`;

/** The new-product form: the same fields, plus the units on the shelf, booked as the product's opening stock. */
export const newProductFormSchema = productFields
  .and(
    z.object({
      stock: z
        .string({ error: OPENING_STOCK })
        .trim()
        .regex(/^\d{1,6}$/, { error: OPENING_STOCK })
        .transform(Number)
        .refine((units) => units <= MAX_OPENING_STOCK, { error: OPENING_STOCK }),
    }),
  )
  .transform((form): NewProductDraft => ({ ...toDraft(form), stock: form.stock }));

/** ?q=&state= of the product list. */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: "Search for at most 100 characters." }).default(""),
  state: z.enum(PRODUCT_LIST_STATES).catch("listed"),
});

/** What a button on a product's page asks for. */
export const productIntentSchema = z.enum(["save", "flavor-prices", "archive", "restore", "duplicate"], {
  error: "That is not something this page can do.",
});
