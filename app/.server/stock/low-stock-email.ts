import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import type { LowStockLine } from "~/lib/stock-ledger";

function line(product: LowStockLine): string {
  const left = product.stock <= 0 ? "out of stock" : `${product.stock} left`;
  return `${product.title}, SKU ${product.sku}: ${left} (alert at ${product.lowStockThreshold})`;
}

/** The shop's daily list of what to reorder. */
export function lowStockReportEmail(options: {
  to: string;
  day: string;
  lines: LowStockLine[];
  stockUrl: string;
}): EmailMessage {
  const products = options.lines.length === 1 ? "1 product" : `${options.lines.length} products`;
  const { text, html } = renderEmail({
    heading: `Low stock on ${options.day}`,
    paragraphs: [
      `${products} ${options.lines.length === 1 ? "is" : "are"} at or under the level set to be told.`,
      ...options.lines.map(line),
    ],
    action: { label: "Open the stock page", url: options.stockUrl },
    footer: "Change a product's alert level on its stock page. This e-mail is sent once a day at most.",
  });
  return { to: options.to, subject: `Low stock: ${products} to reorder`, text, html };
}
