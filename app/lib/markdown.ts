import { Marked, type Tokens } from "marked";
import { escapeHtml } from "./html";

/**
 * Markdown as the store renders it: blog articles written in the back office, with the same output in
 * the editor's preview as on the page, and the policy pages of the repository. Raw HTML shows as text, links must
 * be relative or http(s)/mailto/tel and images relative or http(s), so what staff type can never put a script on a
 * page (nor an address the page's CSP would block and report).
 */

const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const SAFE_IMAGE_SRC = /^(?:https?:|\/(?!\/))/i;

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return label;
      const external = /^https?:/i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!SAFE_IMAGE_SRC.test(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute}>`;
    },
  },
});

export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** The words a reader reads: the Markdown without link targets and markup characters. */
export function markdownText(body: string): string {
  return body.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`[\]|]+/g, " ");
}
