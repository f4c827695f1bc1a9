import { useDeferredValue, useState } from "react";
import { Form } from "react-router";
import { Prose } from "~/components/content/prose";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { BLOG_AUTHORS } from "~/lib/blog-authors";
import {
  BLOG_STATUS_LABELS,
  BLOG_STATUSES,
  BLOG_TEXT_MAX,
  type BlogStatus,
  type EditableBlogPost,
  relatedCategoryFieldName,
} from "~/lib/blog-editor";
import { blogPostFormSchema } from "~/lib/blog-editor.schema";
import { CATEGORIES } from "~/lib/catalog";
import type { FieldErrors } from "~/lib/forms";
import { IMAGE_WIDTH, imageUrl } from "~/lib/images";
import { renderMarkdown } from "~/lib/markdown";
import { PHOTO_TYPES } from "~/lib/product-photos";
import { storeDateTime } from "~/lib/store-time";
import { FormCheckbox, FormSection } from "./form-section";
import { LabelledSelect } from "./labelled-select";

type Props = {
  post: EditableBlogPost | null;
  /** Where the article stands now (the loader's clock), which the form starts from. */
  status: BlogStatus;
  serverErrors: FieldErrors | undefined;
};

const STATUS_HINTS: Record<BlogStatus, string> = {
  draft: "Only the back office sees it.",
  scheduled: "The store shows it from the time below.",
  published: "The store shows it now.",
};

/**
 * An article's every field, checked in the browser with the schema the action uses, with the text
 * rendered beside it as the page will show it. Works before JavaScript loads: plain fields and a file input.
 */
export function BlogPostForm({ post, status, serverErrors }: Props) {
  const { errors, onSubmit, onChange } = useCheckedForm(blogPostFormSchema, serverErrors);
  const published = status === "published";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-6"
    >
      <FormSection title="Title and address">
        <FormField
          label="Title"
          name="title"
          defaultValue={post?.title}
          maxLength={BLOG_TEXT_MAX.title}
          error={errors.title}
        />
        <FormField
          label="Address"
          name="slug"
          defaultValue={post?.slug}
          maxLength={BLOG_TEXT_MAX.slug}
          readOnly={published}
          hint={
            published
              ? "The end of the article's address, /blog/…, fixed now that it is published, so links to it keep working."
              : "The end of the article's address: /blog/… Leave it empty to make it from the title."
          }
          error={errors.slug}
        />
        <FormField
          label="Summary"
          name="excerpt"
          multiline
          defaultValue={post?.excerpt}
          maxLength={BLOG_TEXT_MAX.excerpt}
          hint="A sentence or two: the blog's cards and search engines show it."
          error={errors.excerpt}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledSelect
            label="Author"
            name="author"
            defaultValue={post?.author ?? BLOG_AUTHORS[0].slug}
            options={BLOG_AUTHORS.map((author) => ({ value: author.slug, label: author.name }))}
            error={errors.author}
          />
          <FormField
            label="Categories"
            name="categories"
            defaultValue={post?.categories.join(", ")}
            hint="Separated by commas, like Training, Nutrition."
            error={errors.categories}
          />
        </div>
      </FormSection>
      <FormSection title="Cover">
        {post?.coverImage && (
          <img
            src={imageUrl(post.coverImage, IMAGE_WIDTH.card)}
            alt="The article's cover now"
            width={400}
            height={225}
            className="aspect-video w-full max-w-sm rounded object-cover"
          />
        )}
        <FormField
          label={post?.coverImage ? "Replace the cover" : "Cover photo"}
          name="cover"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          hint="A wide photo, 16:9 reads best. JPEG, PNG, WebP or AVIF, up to 10 MB."
          error={errors.cover}
        />
      </FormSection>
      <ArticleText initial={post?.body ?? ""} error={errors.body} />
      <FormSection title="Products to recommend">
        <FormField
          label="Products"
          name="relatedProducts"
          multiline
          defaultValue={post?.relatedProducts.join("\n")}
          hint="Product addresses, one a line, like whey-isolate: shown under the article, in this order."
          error={errors.relatedProducts}
        />
        <fieldset>
          <legend className="text-sm font-semibold">Fill up with best sellers of</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {CATEGORIES.map((category) => (
              <FormCheckbox
                key={category.slug}
                name={relatedCategoryFieldName(category.slug)}
                label={category.name}
                defaultChecked={post?.relatedCategories.includes(category.slug)}
              />
            ))}
          </div>
        </fieldset>
      </FormSection>
      <Publication status={status} publishAt={post?.publishAt ?? null} errors={errors} />
      <Button type="submit" variant="ink" className="h-11 sm:w-fit">
        {post ? "Save changes" : "Save the article"}
      </Button>
    </Form>
  );
}

/** The Markdown and, beside it, the article as the page will show it, updated as the owner types. */
function ArticleText({ initial, error }: { initial: string; error: string | undefined }) {
  const [text, setText] = useState(initial);
  // Rendering waits for a pause in typing, so a long article never slows the keyboard.
  const shown = useDeferredValue(text);
  return (
    <FormSection title="Article">
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField
          label="Text"
          name="body"
          multiline
          defaultValue={initial}
          maxLength={BLOG_TEXT_MAX.body}
          onInput={(event) => setText(event.currentTarget.value)}
          hint="Markdown: ## for a heading, **bold**, - for a list, [words](/products) for a link."
          error={error}
          className="[&_textarea]:min-h-96"
        />
        <section aria-labelledby="article-preview" className="min-w-0 rounded-md border bg-white p-4">
          <h3 id="article-preview" className="mb-3 text-sm font-semibold text-muted-foreground">
            Preview
          </h3>
          <Prose html={renderMarkdown(shown)} />
        </section>
      </div>
    </FormSection>
  );
}

function Publication(props: { status: BlogStatus; publishAt: Date | null; errors: FieldErrors }) {
  const scheduledAt = props.status === "scheduled" && props.publishAt ? storeDateTime(props.publishAt) : undefined;
  return (
    <FormSection title="Publication">
      <fieldset aria-describedby={props.errors.status ? "status-error" : undefined}>
        <legend className="sr-only">Where the article stands</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {BLOG_STATUSES.map((status) => (
            <label
              key={status}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm"
            >
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={status === props.status}
                className="mt-0.5 size-5 accent-ink"
              />
              <span>
                <span className="block font-semibold">{BLOG_STATUS_LABELS[status]}</span>
                <span className="block text-muted-foreground">{STATUS_HINTS[status]}</span>
              </span>
            </label>
          ))}
        </div>
        {props.errors.status && (
          <p id="status-error" className="mt-2 text-sm font-medium text-destructive">
            {props.errors.status}
          </p>
        )}
      </fieldset>
      <FormField
        label="Publish on"
        name="publishAt"
        type="datetime-local"
        defaultValue={scheduledAt}
        hint="San Angelo time. Only for a scheduled article."
        error={props.errors.publishAt}
        className="sm:w-72"
      />
    </FormSection>
  );
}
