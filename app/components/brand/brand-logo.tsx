import { TaxonomyPicture } from "~/components/catalog/taxonomy-picture";
import { cn } from "~/components/ui/cn";
import { IMAGE_WIDTH } from "~/lib/images";
import type { TaxonomyBrand } from "~/lib/taxonomy";

/** Logos show at most about 200 px wide, so the card width is sharp on 2x screens too; the demo artwork draws them 2:1. */
const LOGO_WIDTH = IMAGE_WIDTH.card;
const LOGO_HEIGHT = LOGO_WIDTH / 2;

/** A brand's logo as the owner uploaded it, or its initial; decorative next to the name. */
export function BrandLogo(props: {
  brand: Pick<TaxonomyBrand, "logo" | "name">;
  className?: string;
  priority?: boolean;
}) {
  const { brand, className, priority } = props;
  return (
    <TaxonomyPicture
      src={brand.logo}
      name={brand.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      priority={priority}
      className={cn("object-contain", className)}
    />
  );
}
