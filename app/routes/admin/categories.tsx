import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { readTaxonomy } from "~/.server/catalog/taxonomy";
import { changeTaxonomy } from "~/.server/catalog-editor/edit-taxonomy";
import { setTaxonomyPicture } from "~/.server/catalog-editor/taxonomy-pictures";
import { readPhotoFile } from "~/.server/images/process-photo";
import { TaxonomyPage } from "~/components/admin/taxonomy-page";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import type { TaxonomyActionData } from "~/lib/taxonomy";
import { taxonomyFormSchema } from "~/lib/taxonomy.schema";
import type { Route } from "./+types/categories";

export function meta() {
  return [{ title: pageTitle("Categories and brands · Back office") }, { name: "robots", content: "noindex" }];
}

/** The categories and brands the store files products under, owners only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/categories" });
  return { taxonomy: await readTaxonomy() };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/categories" });
  const formData = await request.formData().catch(() => new FormData());
  const form = Object.fromEntries(formData);
  const intent = typeof form.intent === "string" ? form.intent : "";
  const kind = typeof form.kind === "string" ? form.kind : undefined;
  const slug = typeof form.slug === "string" ? form.slug : undefined;
  const parsed = taxonomyFormSchema.safeParse(form);
  if (!parsed.success) {
    return data<TaxonomyActionData>({ intent, kind, slug, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const actor = { userId: member.userId, email: member.email };
  const change = parsed.data;
  const result =
    change.intent === "picture"
      ? await setTaxonomyPicture({ ...change, file: await readPhotoFile(change.picture), actor })
      : await changeTaxonomy({ change, actor });
  if (!result.ok)
    return data<TaxonomyActionData>({ intent, kind, slug, fieldErrors: result.fieldErrors }, { status: result.status });
  return data<TaxonomyActionData>({ intent, kind, slug, done: result.done });
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyPage taxonomy={loaderData.taxonomy} result={actionData} />;
}
