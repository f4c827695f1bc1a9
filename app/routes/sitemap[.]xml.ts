import { getEnv } from "~/.server/env";
import { renderSitemap } from "~/.server/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** /sitemap.xml, or /sitemap.xml?page=N when the store has more URLs than one sitemap may hold. */
export async function loader({ request }: Route.LoaderArgs) {
  const pageParameter = new URL(request.url).searchParams.get("page");
  const page = pageParameter === null ? undefined : Number(pageParameter);
  const body = await renderSitemap({ publicUrl: getEnv().PUBLIC_URL, page });
  if (body === undefined) return new Response("Not Found", { status: 404 });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
