import { formatLongDate } from "~/lib/long-date";
import { Prose } from "./prose";

/** /terms, /privacy and /returns: a title, the date the text took effect, and the text. */
export function PolicyPage({ page }: { page: { title: string; effective: string; html: string } }) {
  return (
    <div className="bg-muted/40">
      <article className="container-page py-10 md:py-16">
        <div className="mx-auto max-w-3xl rounded-xl border border-border bg-background px-5 py-8 shadow-sm sm:px-10 md:py-12">
          <header className="border-b border-border pb-6">
            <h1 className="font-display text-3xl font-black md:text-4xl">{page.title}</h1>
            <p className="mt-3 text-sm font-semibold text-muted-foreground">
              Effective <time dateTime={page.effective}>{formatLongDate(page.effective)}</time>
            </p>
          </header>
          <Prose html={page.html} className="mt-8" />
        </div>
      </article>
    </div>
  );
}
