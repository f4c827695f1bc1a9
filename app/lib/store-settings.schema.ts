import { z } from "zod";
import { dollarAmountSchema } from "./money.schema";
import {
  PROMO_BANNER_MAX,
  REVIEW_MODERATION_MODES,
  STORE_SETTING_DEFAULTS,
  type StoreSettings,
} from "./store-settings";

/** No delivery fee or threshold near these is meant: a typo such as 6990 for 6.99 is refused, not charged. */
const MAX_FEE_CENTS = 100_00;
const MAX_FREE_FROM_CENTS = 10_000_00;

const feeCents = z.number().int().min(0).max(MAX_FEE_CENTS);
const socialLink = z.union([
  z.literal(""),
  z.url({ protocol: /^https$/, error: "Enter the page's address, starting with https://." }),
]);
const promoBanner = z
  .string()
  .trim()
  .max(PROMO_BANNER_MAX, `Keep the banner to ${PROMO_BANNER_MAX} characters or fewer.`);
const storeEmail = z.email({ error: "Enter an e-mail address, like orders@example.com." });

/** Each setting's rule, used both for the owner's forms and for the value read back from the database. */
export const storeSettingSchemas = {
  reviewModeration: z.enum(REVIEW_MODERATION_MODES, { error: "Choose how new reviews are published." }),
  promoBanner,
  shipping: z.object({
    standardCents: feeCents,
    freeFromCents: z.number().int().min(0).max(MAX_FREE_FROM_CENTS),
    localCents: feeCents,
  }),
  socialLinks: z.object({ instagram: socialLink, facebook: socialLink }),
  storeEmail: storeEmail.nullable(),
} satisfies { [Key in keyof StoreSettings]: z.ZodType<StoreSettings[Key]> };

type SettingKey = keyof StoreSettings;

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(storeSettingSchemas, key);
}

/** Stored rows to settings: a missing or unreadable value is the default, never a failed page. */
export function readStoreSettings(rows: { key: string; value: unknown }[]): StoreSettings {
  const settings: Record<SettingKey, unknown> = { ...STORE_SETTING_DEFAULTS };
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    const parsed = storeSettingSchemas[row.key].safeParse(row.value);
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings as StoreSettings;
}

const socialLinkField = z.string().trim().default("").pipe(socialLink);

function feeField(label: string) {
  return z
    .string({ error: `Enter the ${label} in dollars, like 6.99.` })
    .pipe(dollarAmountSchema)
    .refine((cents) => cents <= MAX_FEE_CENTS, { error: `The ${label} is at most $100.00: check the figure.` });
}

/** The /admin/settings forms: the page's fields and the action check with this one schema. */
export const settingsFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("banner"), promoBanner: promoBanner.default("") }),
    z.object({
      intent: z.literal("shipping"),
      standardShipping: feeField("shipping fee"),
      freeShippingFrom: z
        .string({ error: "Enter the subtotal in dollars, like 55.00." })
        .pipe(dollarAmountSchema)
        .refine((cents) => cents <= MAX_FREE_FROM_CENTS, { error: "Free shipping starts at $10,000.00 at most." }),
      localDelivery: feeField("local delivery fee"),
    }),
    z.object({
      intent: z.literal("email"),
      // Empty goes back to the address the deployment sets.
      storeEmail: z
        .string()
        .trim()
        .default("")
        .pipe(z.union([z.literal("").transform(() => null), storeEmail])),
    }),
    z.object({ intent: z.literal("social"), instagram: socialLinkField, facebook: socialLinkField }),
  ],
  { error: "That is not something this page can do." },
);

export type SettingsForm = z.output<typeof settingsFormSchema>;
