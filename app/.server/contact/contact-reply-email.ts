import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { replySubject } from "~/lib/contact-inbox";
import { SITE_NAME } from "~/lib/site";

/** The shop's answer to a contact message, quoting it; the customer's reply goes to the shop. */
export function contactReplyEmail(options: {
  message: { name: string; email: string; subject: string; message: string; createdAt: Date };
  body: string;
  storeEmail: string;
}): EmailMessage {
  const { message, body, storeEmail } = options;
  const { text, html } = renderEmail({
    heading: `Hi ${message.name},`,
    paragraphs: [
      ...paragraphsOf(body),
      `You wrote on ${message.createdAt.toISOString().slice(0, 10)}:`,
      ...paragraphsOf(message.message).map((paragraph) => `> ${paragraph}`),
    ],
    footer: `Reply to this e-mail to write back to ${SITE_NAME}.`,
  });
  return { to: message.email, replyTo: storeEmail, subject: replySubject(message.subject), text, html };
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
