import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import type { ContactMessage } from "~/lib/contact.schema";

/** The e-mail the store receives for a contact message; replying to it writes to the customer. */
export function contactEmail(message: ContactMessage, storeEmail: string): EmailMessage {
  const { text, html } = renderEmail({
    heading: `New message from ${message.name}`,
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      ...message.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    ],
    footer: "Sent with the contact form. Answer it from the back office's Messages, or reply to this e-mail.",
  });
  return { to: storeEmail, replyTo: message.email, subject: `Contact form: ${message.subject}`, text, html };
}
