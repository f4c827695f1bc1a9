/** "Notify me when it's back" on an out-of-stock product's page. */

export const BACK_IN_STOCK_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

export const BACK_IN_STOCK_MESSAGES = {
  asked: (title: string) =>
    `Check your inbox: confirm your address, and we'll e-mail you once when ${title} is back in stock.`,
  inStock: (title: string) => `${title} is in stock now: you can order it straight away.`,
  limited: "You have asked for several notices in a short time. Please try again in an hour.",
  confirmed: (title: string) => `Thanks! We'll e-mail you once when ${title} is back in stock.`,
  unknownLink: "This link is not valid any more. Ask again on the product's page.",
} as const;

/** What the product page's form answers. */
export type BackInStockResult = {
  status: "asked" | "in-stock" | "invalid" | "limited";
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
};
