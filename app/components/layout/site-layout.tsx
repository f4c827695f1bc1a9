import { Link } from "react-router";
import { PROMO_BANNER, SITE_NAME } from "~/lib/site";

/** Banner, header, page and footer: the frame every page shares. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <p className="bg-ink px-4 py-2 text-center text-xs font-bold tracking-wide text-white">{PROMO_BANNER}</p>
      <header className="sticky top-0 z-40 border-b border-border bg-white">
        <div className="container-page flex h-16 items-center">
          <Link to="/" className="font-display text-xl font-black">
            {SITE_NAME}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-border bg-muted py-10" />
    </div>
  );
}
