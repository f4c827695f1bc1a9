import { getPolicyPage } from "~/.server/blog/policy-pages";
import { PolicyPage } from "~/components/content/policy-page";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta({
    origin: originFromMatches(matches),
    path: "/privacy",
    title: data?.page.title,
    description: data?.page.description ?? "",
  });
}

export async function loader() {
  return { page: await getPolicyPage("privacy") };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} />;
}
