import { cn } from "~/components/ui/cn";
import { IMAGE_WIDTH, imageUrl } from "~/lib/images";

/** Logos show at most about 200 px wide, so the card width is sharp on 2x screens too; the demo artwork draws them 2:1. */
const LOGO_WIDTH = IMAGE_WIDTH.card;
const LOGO_HEIGHT = LOGO_WIDTH / 2;

/** A brand's logo, served from /images/brands/{slug}.png (the demo draws it at start-up); decorative next to the name. */
export function BrandLogo({ slug, className, priority }: { slug: string; className?: string; priority?: boolean }) {
  const src = `/images/brands/${slug}.png`;
  return (
    <img
      src={imageUrl(src, LOGO_WIDTH)}
      alt=""
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("object-contain", className)}
    />
  );
}
