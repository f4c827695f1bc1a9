import type { Context } from "hono";
import appStylesheet from "~/app.css?url";
import { SITE_NAME } from "~/lib/site";

export type RefusalStatus = 400 | 403 | 405 | 413 | 415;

const TITLES: Record<RefusalStatus, string> = {
  400: "Bad request",
  403: "Not allowed",
  405: "Not allowed",
  413: "Too large",
  415: "Not a form",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The store's error screen (the root ErrorBoundary's 'Error' panel, with the store's stylesheet) for a page
 * request the HTTP layer turns away before React Router sees it. Static: no scripts, so no CSP nonce needed. The
 * store's icon is named as on every page, or the browser asks for /favicon.ico, a 404 in its console.
 */
export function refusalPage(status: RefusalStatus, message: string): string {
  const text = escapeHtml(message);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[status]} | ${SITE_NAME}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${appStylesheet}"></head>
<body class="min-h-screen antialiased"><main class="container-page flex flex-col items-center py-24 text-center" role="alert">
<h1 class="mt-4 font-display text-3xl font-bold">Error</h1>
<p class="mt-3 max-w-md text-muted-foreground">${text}</p>
<a href="/" class="mt-6 font-semibold text-brand-dark underline underline-offset-4 hover:text-brand">Return to Home</a>
</main></body></html>`;
}

/**
 * A request refused by the HTTP layer (request guard, decision 075; origin check, decision 200): JSON under
 * /api, where callers read `error`, and the store's error page for everything else, which a person reads.
 */
export function refuse(c: Context, status: RefusalStatus, message: string): Response {
  const headers = { "Cache-Control": "no-store" };
  return c.req.path.startsWith("/api/")
    ? c.json({ error: message }, status, headers)
    : c.html(refusalPage(status, message), status, headers);
}
