import { type PhotoFile, readPhotoFiles } from "~/.server/images/process-photo";
import type { BlogEditorActionData, BlogPostDraft } from "~/lib/blog-editor";
import { blogPostFormSchema } from "~/lib/blog-editor.schema";
import { fieldErrors } from "~/lib/forms";

/**
 * The article editor's form as both of its actions read it: the fields by the editor's schema, and
 * at most one cover photo. A form that does not parse is a 400 with each field's message.
 */
export async function readBlogPostForm(
  request: Request,
): Promise<
  { ok: true; draft: BlogPostDraft; cover: PhotoFile | undefined } | { ok: false; answer: BlogEditorActionData }
> {
  const form = await request.formData().catch(() => null);
  if (!form) return { ok: false, answer: { error: "The article could not be read: send it again." } };
  const parsed = blogPostFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, answer: { fieldErrors: fieldErrors(parsed.error) } };
  const [cover] = await readPhotoFiles(form, "cover");
  return { ok: true, draft: parsed.data, cover };
}
