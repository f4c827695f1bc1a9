import { parse as parseYaml } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---` YAML front matter from the Markdown body of a content file. */
export function parseFrontMatter(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1] ?? ""), body: source.slice(match[0].length) };
}
