import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { Brand, Category } from "~/lib/catalog";
import type { FieldErrors } from "~/lib/forms";
import type { Taxonomy, TaxonomyActionData, TaxonomyKind } from "~/lib/taxonomy";
import { taxonomyFormSchema } from "~/lib/taxonomy.schema";
import { AdminPageHeading } from "./admin-table";
import { TaxonomyPictureForm } from "./taxonomy-picture-form";

type Props = { taxonomy: Taxonomy; result: TaxonomyActionData | undefined };

const HEADINGS = { category: "Categories", brand: "Brands" } as const;

/** The owners' categories and brands: add, rename, reorder, remove an unused one. */
export function TaxonomyPage({ taxonomy, result }: Props) {
  // An add and a picture answer beside their own form; the rest above the lists.
  const rowError =
    result?.intent !== "add" && result?.intent !== "picture" ? Object.values(result?.fieldErrors ?? {})[0] : undefined;
  return (
    <>
      <AdminPageHeading title="Categories and brands">
        The shop's menu, filters and brand pages show these lists in this order. An address is made from the name when
        one is added and never changes, so links to it keep working.
      </AdminPageHeading>
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <TaxonomyList
        kind="category"
        entries={taxonomy.categories.map((category) => ({ ...category, picture: category.image }))}
        result={result}
      />
      <TaxonomyList
        kind="brand"
        entries={taxonomy.brands.map((brand) => ({ ...brand, picture: brand.logo }))}
        result={result}
      />
    </>
  );
}

type Entry = Category & Partial<Pick<Brand, "tagline" | "hasPage">> & { picture: string };

function TaxonomyList({ kind, entries, result }: { kind: TaxonomyKind; entries: Entry[]; result: Props["result"] }) {
  const headingId = `${kind}-list-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {HEADINGS[kind]}
      </h2>
      <ol className="divide-y rounded-lg border">
        {entries.map((entry, index) => (
          <li key={entry.slug} className="grid gap-3 p-3">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
              <EntryForm kind={kind} entry={entry} />
              <div className="flex gap-2">
                <RowButton kind={kind} entry={entry} intent="move" direction="up" disabled={index === 0}>
                  <ArrowUpIcon aria-hidden />
                  <span className="sr-only">Move {entry.name} up</span>
                </RowButton>
                <RowButton
                  kind={kind}
                  entry={entry}
                  intent="move"
                  direction="down"
                  disabled={index === entries.length - 1}
                >
                  <ArrowDownIcon aria-hidden />
                  <span className="sr-only">Move {entry.name} down</span>
                </RowButton>
                <RowButton kind={kind} entry={entry} intent="remove">
                  Remove<span className="sr-only"> {entry.name}</span>
                </RowButton>
              </div>
            </div>
            <TaxonomyPictureForm
              kind={kind}
              entry={entry}
              serverErrors={
                result?.intent === "picture" && result.kind === kind && result.slug === entry.slug
                  ? result.fieldErrors
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <EntryForm
        kind={kind}
        serverErrors={result?.intent === "add" && result.kind === kind ? result.fieldErrors : undefined}
      />
    </section>
  );
}

/** Edits an entry, or adds one to the list without `entry`; the browser checks it with the action's schema. */
function EntryForm({ kind, entry, serverErrors }: { kind: TaxonomyKind; entry?: Entry; serverErrors?: FieldErrors }) {
  const { errors, onSubmit, onChange } = useCheckedForm(taxonomyFormSchema, serverErrors);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={entry ? undefined : `Add a ${kind}`}
      className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", entry ? "flex-1" : "mt-3 rounded-lg border p-3")}
    >
      <input type="hidden" name="intent" value={entry ? "edit" : "add"} />
      <input type="hidden" name="kind" value={kind} />
      {entry && <input type="hidden" name="slug" value={entry.slug} />}
      <FormField
        label={entry ? `Name (address: ${entry.slug})` : `New ${kind}'s name`}
        name="name"
        defaultValue={entry?.name}
        error={errors.name}
        className="flex-1"
      />
      {kind === "brand" && <BrandFields entry={entry} error={errors.tagline} />}
      <Button type="submit" variant={entry ? "outline" : "ink"} className="h-11">
        {entry ? (
          <>
            Save<span className="sr-only"> {entry.name}</span>
          </>
        ) : (
          `Add ${kind}`
        )}
      </Button>
    </Form>
  );
}

function BrandFields({ entry, error }: { entry?: Entry; error: string | undefined }) {
  return (
    <>
      <FormField label="Tagline" name="tagline" defaultValue={entry?.tagline} error={error} className="flex-[2]" />
      <label className="flex h-11 items-center gap-2 text-sm whitespace-nowrap">
        <input type="checkbox" name="hasPage" defaultChecked={entry?.hasPage} className="size-4 accent-brand" />
        Has a brand page
      </label>
    </>
  );
}

type RowButtonProps = {
  kind: TaxonomyKind;
  entry: Entry;
  intent: "move" | "remove";
  direction?: "up" | "down";
  disabled?: boolean;
  children: React.ReactNode;
};

function RowButton({ kind, entry, intent, direction, disabled, children }: RowButtonProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="slug" value={entry.slug} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <Button
        type="submit"
        variant="outline"
        size={direction ? "icon" : "default"}
        disabled={disabled}
        className="h-11"
      >
        {children}
      </Button>
    </Form>
  );
}
