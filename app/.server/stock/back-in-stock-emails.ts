import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { SITE_NAME } from "~/lib/site";

/** The double opt-in: nothing is sent again until the address confirms. */
export function backInStockConfirmEmail(options: { to: string; title: string; confirmUrl: string }): EmailMessage {
  const { text, html } = renderEmail({
    heading: `Confirm: e-mail me when ${options.title} is back`,
    paragraphs: [
      `Someone, hopefully you, asked ${SITE_NAME} to e-mail this address once when ${options.title} is back in stock.`,
    ],
    action: { label: "Yes, e-mail me", url: options.confirmUrl },
    footer: "If it wasn't you, ignore this e-mail: without confirmation we will not write again.",
  });
  return { to: options.to, subject: `Confirm: ${options.title} back-in-stock notice`, text, html };
}

export function backInStockNoticeEmail(options: { to: string; title: string; productUrl: string }): EmailMessage {
  const { text, html } = renderEmail({
    heading: `${options.title} is back in stock`,
    paragraphs: ["You asked us to tell you. This is the only e-mail you will get about it."],
    action: { label: "See it in the store", url: options.productUrl },
  });
  return { to: options.to, subject: `Back in stock: ${options.title}`, text, html };
}
