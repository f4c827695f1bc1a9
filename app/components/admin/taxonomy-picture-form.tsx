import { Form } from "react-router";
import { TaxonomyPicture } from "~/components/catalog/taxonomy-picture";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms";
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "~/lib/product-photos";
import type { TaxonomyKind } from "~/lib/taxonomy";
import { taxonomyFormSchema } from "~/lib/taxonomy.schema";

const NOUNS = { category: "Picture", brand: "Logo" } as const;

type Props = {
  kind: TaxonomyKind;
  entry: { slug: string; name: string; picture: string };
  serverErrors: FieldErrors | undefined;
};

/** Replaces a category's tile picture or a brand's logo; the browser checks it with the action's schema. */
export function TaxonomyPictureForm({ kind, entry, serverErrors }: Props) {
  const { errors, onSubmit, onChange } = useCheckedForm(taxonomyFormSchema, serverErrors);
  const noun = NOUNS[kind];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="picture" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="slug" value={entry.slug} />
      <TaxonomyPicture
        src={entry.picture}
        name={entry.name}
        width={96}
        height={kind === "brand" ? 48 : 96}
        className="w-24 shrink-0 rounded object-contain ring-1 ring-border"
      />
      <FormField
        label={`${noun} for ${entry.name}`}
        name="picture"
        type="file"
        accept={PHOTO_TYPES.join(",")}
        hint={`JPEG, PNG, WebP or AVIF, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB; replaces the one shown.`}
        error={errors.picture}
        className="flex-1 [&_input]:py-2"
      />
      <Button type="submit" variant="outline" className="h-11">
        Upload
        <span className="sr-only">
          {" "}
          {noun.toLowerCase()} for {entry.name}
        </span>
      </Button>
    </Form>
  );
}
