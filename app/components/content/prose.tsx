import { cn } from "~/components/ui/cn";

/** Typography for rendered Markdown: readable line length, generous spacing, quiet links and callouts. */
const PROSE_STYLES = [
  "max-w-[68ch] text-base leading-7 text-slate-700 md:text-[1.0625rem] md:leading-8",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-foreground",
  "[&_p]:my-5",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1",
  "[&_li::marker]:text-brand",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand",
  "[&_blockquote]:my-8 [&_blockquote]:rounded-lg [&_blockquote]:border-l-4 [&_blockquote]:border-brand",
  "[&_blockquote]:bg-muted [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-[0.9375rem] [&_blockquote_p]:my-0",
].join(" ");

/**
 * HTML of app/lib/markdown.ts (raw HTML escaped, unsafe links dropped): the repository's policy pages and the
 * articles staff write in the back office. Never pass text that came from a shopper.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown of the store's own staff, rendered with raw HTML escaped.
  return <div className={cn(PROSE_STYLES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
