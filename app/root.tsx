import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { getEnv } from "~/.server/env";
import { CartProvider } from "~/components/cart/cart-context";
import { SiteLayout } from "~/components/layout/site-layout";
import { Toaster } from "~/components/ui/toaster";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/root";
import "./app.css";

export function meta() {
  return [
    { title: pageTitle() },
    { name: "description", content: "Premium supplements backed by science to help you reach your goals." },
  ];
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Not per-user: pages stay cacheable. The public URL feeds canonical links and structured data. */
export function loader() {
  return { publicUrl: getEnv().PUBLIC_URL };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        <CartProvider>
          {/* Accounts arrive with their own issue; until then every visitor is signed out. */}
          <SiteLayout user={null} onSignOut={() => {}}>
            {children}
          </SiteLayout>
        </CartProvider>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="font-display text-4xl font-bold">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className="mt-6 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
          Return to Home
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page flex flex-col items-center py-24 text-center" role="alert">
      <h1 className="font-display text-3xl font-bold">Error</h1>
      <p className="mt-4 text-muted-foreground">Something went wrong. Please try again later.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-ink px-5 py-2.5 font-semibold text-white hover:bg-ink/90"
      >
        Try Again
      </button>
    </div>
  );
}
