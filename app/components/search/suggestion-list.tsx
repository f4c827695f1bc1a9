import { LayoutGridIcon, TagIcon } from "lucide-react";
import { ProductImage } from "~/components/product/product-image";
import { cn } from "~/components/ui/cn";
import { IMAGE_WIDTH } from "~/lib/images";
import { formatCents } from "~/lib/money";
import type { SuggestionOption } from "./suggestion-options";

type SuggestionListProps = {
  id: string;
  options: readonly SuggestionOption[];
  activeKey: string | null;
  open: boolean;
  onChoose: (option: SuggestionOption) => void;
  className?: string;
};

const GROUPS = [
  { kind: "product", label: "Products" },
  { kind: "category", label: "Categories" },
  { kind: "brand", label: "Brands" },
] as const;

export function suggestionOptionId(listId: string, option: SuggestionOption): string {
  return `${listId}-${option.key.replace(/[^a-z0-9-]/gi, "-")}`;
}

/**
 * The listbox of the header's combobox. Focus stays in the text box (options are never focused; the box
 * points at the active one), so a mouse press must not take focus away before the click lands.
 */
export function SuggestionList({ id, options, activeKey, open, onChoose, className }: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!open}
      className={cn(
        "max-h-[min(34rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain rounded-lg border border-border bg-background p-1.5 text-foreground shadow-xl",
        className,
      )}
    >
      {GROUPS.map((group) => {
        const members = options.filter((option) => option.kind === group.kind);
        if (members.length === 0) return null;
        const labelId = `${id}-${group.kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA listbox pattern groups options with role group; fieldset is for forms
          <div key={group.kind} role="group" aria-labelledby={labelId} className="py-1">
            <div
              id={labelId}
              className="px-2.5 pt-1 pb-1.5 text-xs font-bold tracking-wide text-muted-foreground uppercase"
            >
              {group.label}
            </div>
            {members.map((option) => (
              // Keys are handled by the combobox's text box, which keeps focus (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                key={option.key}
                id={suggestionOptionId(id, option)}
                role="option"
                aria-selected={option.key === activeKey}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm hover:bg-muted aria-selected:bg-muted aria-selected:outline-2 aria-selected:outline-ring"
              >
                <OptionContent option={option} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  if (option.kind === "product") {
    const { product } = option;
    return (
      <>
        <ProductImage
          src={product.image ?? undefined}
          alt=""
          width={IMAGE_WIDTH.featured}
          className="size-12 shrink-0 rounded border border-border bg-white p-0.5 [&_svg]:size-5 [&_span]:sr-only"
        />
        <span className="line-clamp-2 min-w-0 flex-1 font-medium">{product.title}</span>
        <span className="shrink-0 font-bold">{formatCents(product.priceCents)}</span>
      </>
    );
  }
  const Icon = option.kind === "category" ? LayoutGridIcon : TagIcon;
  return (
    <>
      <span className="flex size-12 shrink-0 items-center justify-center rounded bg-muted">
        <Icon aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <span className="font-medium">{option.name}</span>
    </>
  );
}
