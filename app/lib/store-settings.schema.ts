import { z } from "zod";
import { dollarAmountSchema } from "./money.schema";
import {
  PROMO_BANNER_MAX,
  REVIEW_MODERATION_MODES,
  STORE_SETTING_DEFAULTS,
  type StoreSettings,
} from "./store-settings";
import { CADENCE_CHOICES, DEFAULT_CADENCE_WEEKS } from "./subscriptions";

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
  subscriptions: z.object({
    cadencesWeeks: z.array(z.number().int().min(1).max(52)).min(1),
    reminderDays: z.number().int().min(0).max(14),
    retryDays: z.array(z.number().int().min(1).max(30)).max(5),
  }),
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

/** Subscribe & Save's limits, as the stored setting holds them: a reminder up to two weeks ahead, five retries. */
export const MAX_REMINDER_DAYS = 14;
export const MAX_RETRIES = 5;
export const MAX_RETRY_DAY = 30;

/** A box of the Subscribe & Save form, one per cadence: a form's fields are read one value per name. */
export function cadenceField(weeks: number): CadenceField {
  return `cadence${weeks}` as CadenceField;
}
type CadenceField = `cadence${(typeof CADENCE_CHOICES)[number]}`;

const cadenceBoxes = Object.fromEntries(
  CADENCE_CHOICES.map((weeks) => [cadenceField(weeks), z.literal("on").optional()]),
) as Record<CadenceField, z.ZodOptional<z.ZodLiteral<"on">>>;

/** The cadences ticked on the Subscribe & Save form, ascending. */
export function tickedCadences(form: Partial<Record<CadenceField, "on">>): number[] {
  return CADENCE_CHOICES.filter((weeks) => form[cadenceField(weeks)] === "on");
}

const REMINDER_MESSAGE = `Send the reminder 0 to ${MAX_REMINDER_DAYS} days before a charge, in whole days.`;
const RETRY_FORMAT_MESSAGE = "Write the retry days as whole numbers separated by commas, like 1, 3, 7.";

/** "1, 3, 7": the days after a renewal's day its declined card is tried again; empty: no retry. */
const retryDaysField = z
  .string()
  .trim()
  .default("")
  .transform((text, ctx) => {
    if (text === "") return [];
    const parts = text.split(/\s*,\s*/);
    if (!parts.every((part) => /^\d{1,3}$/.test(part))) {
      ctx.addIssue({ code: "custom", message: RETRY_FORMAT_MESSAGE });
      return z.NEVER;
    }
    const days = parts.map(Number);
    const problem =
      days.length > MAX_RETRIES
        ? `Try a declined card again at most ${MAX_RETRIES} times.`
        : days.some((day) => day < 1 || day > MAX_RETRY_DAY)
          ? `Each retry is 1 to ${MAX_RETRY_DAY} days after the renewal's day.`
          : days.some((day, index) => index > 0 && day <= (days[index - 1] ?? 0))
            ? "List the retry days in increasing order, like 1, 3, 7."
            : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return days;
  });

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
    z
      .object({
        intent: z.literal("subscriptions"),
        ...cadenceBoxes,
        reminderDays: z
          .string({ error: REMINDER_MESSAGE })
          .trim()
          .regex(/^\d{1,2}$/, REMINDER_MESSAGE)
          .transform(Number)
          .refine((days) => days <= MAX_REMINDER_DAYS, REMINDER_MESSAGE),
        retryDays: retryDaysField,
      })
      .superRefine(
        (form, ctx) => {
          const ticked = tickedCadences(form);
          // The product page and the cart start a subscription on the default: a store without it would refuse them.
          const message =
            ticked.length === 0
              ? "Offer at least one delivery interval."
              : ticked.includes(DEFAULT_CADENCE_WEEKS)
                ? null
                : `Keep every ${DEFAULT_CADENCE_WEEKS} weeks offered: the product page starts new subscriptions on it.`;
          if (message) ctx.addIssue({ code: "custom", path: ["cadences"], message });
        },
        // Checked beside the other fields' errors, so the form shows them all at once.
        { when: (payload) => !payload.issues.some((issue) => String(issue.path?.[0]).startsWith("cadence")) },
      ),
  ],
  { error: "That is not something this page can do." },
);

export type SettingsForm = z.output<typeof settingsFormSchema>;
