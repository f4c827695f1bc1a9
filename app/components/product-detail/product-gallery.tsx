import { useState } from "react";
import { ProductImage } from "~/components/product/product-image";
import { cn } from "~/components/ui/cn";
import { IMAGE_WIDTH } from "~/lib/images";
import { photoAlt } from "~/lib/product-photos";

// Thumbnails are as small as the featured strip's images, not the 500 px default.
const THUMBNAIL_WIDTH = IMAGE_WIDTH.featured;

type Props = { images: string[]; alts: Record<string, string>; title: string };

/** The main image with a strip of thumbnails; a thumbnail makes its image the main one. */
export function ProductGallery({ images, alts, title }: Props) {
  const [selected, setSelected] = useState(0);
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-xl border border-border bg-white">
        <ProductImage
          src={images[selected]}
          alt={photoAlt(alts, images[selected], title)}
          width={IMAGE_WIDTH.default}
          largest
          // The box already says 'No Image'; the failure is only noted (docs/product.md#product-page).
          onFailed={() => console.warn(`Product image failed to load: ${images[selected]}`)}
          className="size-full p-6"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  "block size-20 cursor-pointer overflow-hidden rounded-lg border-2 bg-white transition-colors",
                  index === selected ? "border-brand" : "border-border hover:border-muted-foreground",
                )}
              >
                <ProductImage src={src} alt="" width={THUMBNAIL_WIDTH} className="size-full p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
