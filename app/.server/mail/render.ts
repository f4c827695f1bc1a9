import { escapeHtml } from "~/lib/html";

/**
 * Plain e-mails from one description, as text and as HTML, so the two never say different things.
 * Every piece of text is escaped; links must be http(s).
 */

export type EmailContent = {
  heading: string;
  paragraphs: readonly string[];
  /** One button-like link, e.g. "Verify your e-mail address". */
  action?: { label: string; url: string };
  /** Small print at the bottom, e.g. "You received this because …". */
  footer?: string;
};

function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`refusing a ${parsed.protocol} link`);
  return parsed.toString();
}

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const url = content.action && checkedUrl(content.action.url);
  const textParts = [content.heading, ...content.paragraphs];
  if (content.action && url) textParts.push(`${content.action.label}: ${url}`);
  if (content.footer) textParts.push(content.footer);

  const htmlParts = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
  ];
  if (content.action && url) {
    htmlParts.push(
      `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#555">${escapeHtml(url)}</p>`,
    );
  }
  if (content.footer) htmlParts.push(`<p style="font-size:12px;color:#555">${escapeHtml(content.footer)}</p>`);

  return {
    text: `${textParts.join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">${htmlParts.join("")}</body></html>`,
  };
}
