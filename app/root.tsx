import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { getTaxonomy } from "~/.server/catalog/taxonomy";
import { getEnv, hasPublicTestPayments } from "~/.server/env";
import { getStorefrontSettings } from "~/.server/settings/store-settings";
import { CartProvider } from "~/components/cart/cart-context";
import { TestModeBanner } from "~/components/checkout/test-mode-banner";
import { SiteLayout } from "~/components/layout/site-layout";
import { useSession, useSignOut } from "~/hooks/use-session";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

// Only error pages need these; the server renders them in full, the browser fetches them on such a page.
const ErrorPanel = lazy(() =>
  import("~/components/layout/error-panels").then((module) => ({ default: module.ErrorPanel })),
);
const NotFoundPanel = lazy(() =>
  import("~/components/layout/error-panels").then((module) => ({ default: module.NotFoundPanel })),
);

export function meta() {
  return [
    { title: pageTitle() },
    { name: "description", content: "Premium supplements backed by science to help you reach your goals." },
  ];
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Not per-user: pages stay cacheable. The public URL feeds canonical links and structured data; a public
 * store taking test payments says so on every page (decision 073); the owner's banner, delivery rates and
 * social links are on every page too, and so are the categories and brands.
 */
export async function loader() {
  const env = getEnv();
  return {
    publicUrl: env.PUBLIC_URL,
    testPayments: hasPublicTestPayments(env),
    settings: await getStorefrontSettings(),
    taxonomy: await getTaxonomy(),
  };
}

/**
 * The root's data changes only when staff save settings, categories or brands, so a navigation (or an order page's
 * polling) does not fetch it again; after a form's action it reloads as usual, the owner's own save included
 * (decision 196).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const signOut = useSignOut();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet first in <head>, ahead of the module preloads it hoists. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {rootData?.testPayments && <TestModeBanner />}
        <CartProvider>
          {/* The session is loaded by the browser after hydration, so pages stay cacheable (use-session.ts). */}
          <SiteLayout user={session.user} onSignOut={signOut}>
            {children}
          </SiteLayout>
        </CartProvider>
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
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPanel />
      ) : (
        <ErrorPanel message="Something went wrong. Please try again later." />
      )}
    </Suspense>
  );
}
