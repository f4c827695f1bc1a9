import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { IMAGE_RETRY_DELAYS_MS, imageSrcSet, imageUrl, isDisplayableImage } from "~/lib/images";

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  width: number;
  className?: string;
  /** Above-the-fold images load eagerly; the rest lazily. */
  priority?: boolean;
  /** Called once the image has failed for good (after the retries). */
  onFailed?: () => void;
};

/**
 * An image that retries a failed load twice (after 1 s, then 2 s) and then shows a 'No Image' box;
 * placeholders and unusable sources show the box at once (docs/product.md#images).
 */
export function ProductImage({ src, alt, width, className, priority, onFailed }: ProductImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(!isDisplayableImage(src));

  // A new source starts over.
  useEffect(() => {
    setAttempt(0);
    setFailed(!isDisplayableImage(src));
  }, [src]);

  if (failed || !isDisplayableImage(src)) return <NoImage className={className} />;

  const handleError = () => {
    const delay = IMAGE_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      setFailed(true);
      onFailed?.();
      return;
    }
    setTimeout(() => setAttempt((n) => n + 1), delay);
  };

  const url = imageUrl(src, width);
  return (
    <img
      key={attempt}
      // The retry count in the URL makes the browser really fetch again.
      src={attempt === 0 ? url : `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`}
      srcSet={attempt === 0 ? imageSrcSet(src, width) : undefined}
      alt={alt}
      width={width}
      height={width}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={handleError}
      className={cn("object-contain", className)}
    />
  );
}

export function NoImage({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="No Image"
      className={cn("flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground", className)}
    >
      <ImageOff aria-hidden="true" className="size-8" />
      <span className="text-sm font-medium">No Image</span>
    </div>
  );
}
