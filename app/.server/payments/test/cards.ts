import { z } from "zod";

/**
 * The test provider's cards: one that pays, one that is declined, and one that pays today but declines every
 * renewal charged to it once saved; any other is refused.
 */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  declinesRenewals: "4000 0000 0000 0341",
} as const;

export const TEST_CARD_MESSAGES = {
  declined: "Your card was declined.",
  unknown: "Use a test card number.",
} as const;

type TestCardOutcome = "paid" | "paid-declines-renewals" | "declined" | "unknown";

const digits = (value: string) => value.replace(/[\s-]/g, "");

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const number = digits(cardNumber);
  if (number === digits(TEST_CARDS.succeeds)) return "paid";
  if (number === digits(TEST_CARDS.declined)) return "declined";
  if (number === digits(TEST_CARDS.declinesRenewals)) return "paid-declines-renewals";
  return "unknown";
}

/** MM/YY, this month or later. */
function isFutureExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function testCardFormSchema(now: Date) {
  return z.object({
    cardNumber: z
      .string({ error: "Enter the card number" })
      .trim()
      .min(1, { error: "Enter the card number" })
      .max(30, { error: TEST_CARD_MESSAGES.unknown }),
    expiry: z
      .string({ error: "Enter the expiry date as MM/YY" })
      .trim()
      .refine((value) => isFutureExpiry(value, now), { error: "Enter a future expiry date as MM/YY" }),
    cvc: z
      .string({ error: "Enter the 3 or 4 digit CVC" })
      .trim()
      .regex(/^\d{3,4}$/, { error: "Enter the 3 or 4 digit CVC" }),
    name: z
      .string({ error: "Enter the name on the card" })
      .trim()
      .min(1, { error: "Enter the name on the card" })
      .max(100, { error: "The name is too long" }),
  });
}
