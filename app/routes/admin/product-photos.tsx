import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getEditableProduct } from "~/.server/catalog-editor/admin-products";
import { addProductPhotos, changeProductPhoto } from "~/.server/catalog-editor/product-photos";
import { readPhotoFiles } from "~/.server/images/process-photo";
import { ProductPhotosPage } from "~/components/admin/product-photos-page";
import type { PhotosActionData } from "~/lib/product-photos";
import { type PhotoChange, photoChangeSchema } from "~/lib/product-photos.schema";
import { pageTitle } from "~/lib/site";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/product-photos";

const NOT_FOUND = "This product was not found.";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.title ?? "Product";
  return [{ title: pageTitle(`Photos of ${title} · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/:productId/photos" });
  const product = await getEditableProduct({ productId: params.productId });
  if (!product) throw data(NOT_FOUND, { status: 404 });
  const { id, title, slug, images, imageAlts, archivedAt } = product;
  return { product: { id, title, slug, images, imageAlts, archived: archivedAt !== null } };
}

const CHANGE_DONE = {
  move: "The photos' order is saved.",
  remove: "The photo was taken off the product.",
  alt: "The photo's alt text is saved.",
} as const satisfies Record<PhotoChange["intent"], string>;

function uploaded(added: number, title: string): string {
  return `${added === 1 ? "1 photo was" : `${added} photos were`} added to ${title}.`;
}

/** Uploads photos (the one form with files, decision 174), or moves or removes one. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/products/:productId/photos" });
  if (!UUID_PATTERN.test(params.productId)) return data<PhotosActionData>({ error: NOT_FOUND }, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form)
    return data<PhotosActionData>({ error: "The photos could not be read: send them again." }, { status: 400 });
  const actor = { userId: member.userId, email: member.email };
  const productId = params.productId;
  if (form.get("intent") === "upload") {
    const files = await readPhotoFiles(form, "photos");
    if (files.length === 0)
      return data<PhotosActionData>({ error: "Choose one or more photos to upload." }, { status: 400 });
    const result = await addProductPhotos({ productId, files, actor });
    if (!result.ok)
      return data<PhotosActionData>({ error: result.reason }, { status: result.code === "not_found" ? 404 : 409 });
    const rejected = result.rejected.length > 0 ? result.rejected : undefined;
    if (result.added === 0) return data<PhotosActionData>({ error: "No photo was added.", rejected }, { status: 400 });
    return data<PhotosActionData>({ done: uploaded(result.added, result.title), rejected });
  }
  const change = photoChangeSchema.safeParse(Object.fromEntries(form));
  if (!change.success) return data<PhotosActionData>({ error: change.error.issues[0]?.message }, { status: 400 });
  const result = await changeProductPhoto({ productId, change: change.data, actor });
  if (!result.ok) return data<PhotosActionData>({ error: result.reason }, { status: 404 });
  return data<PhotosActionData>({ done: CHANGE_DONE[change.data.intent] });
}

export default function AdminProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPhotosPage {...loaderData} result={actionData} />;
}
