import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { escapeHtml } from "../mail/render";

/**
 * The store's Markdown content (blog articles, policy pages) comes only from files in this repository,
 * bundled at build time. Even so, raw HTML in a file is shown as text and links must be relative or
 * http(s)/mailto/tel: a mistake in a content file can never put a script on a page.
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---` YAML front matter from the Markdown body. */
export function parseFrontMatter(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1] ?? ""), body: source.slice(match[0].length) };
}

const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

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
  },
});

export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** The words a reader reads: the Markdown without link targets and markup characters. */
export function markdownText(body: string): string {
  return body.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`[\]|]+/g, " ");
}
