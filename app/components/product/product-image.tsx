import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { IMAGE_RETRY_DELAYS_MS, imageSrcSet, imageUrl, isDisplayableImage } from "~/lib/images";

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  width: number;
  className?: string;
  /** Above-the-fold images load eagerly; the rest lazily. */
  priority?: boolean;
  /** The page's largest image (its LCP): fetched before other images. */
  largest?: boolean;
  /** Called once the image has failed for good (after the retries). */
  onFailed?: () => void;
};

/** Whether a server-rendered image failed before React was there to hear its error event. */
function failedBeforeHydration(image: HTMLImageElement | null): Promise<boolean> {
  // complete with no width is broken, or an SVG without a size, which decode() tells apart.
  if (!image?.complete || image.naturalWidth > 0) return Promise.resolve(false);
  return image.decode().then(
    () => false,
    () => true,
  );
}

/**
 * An image that retries a failed load twice (after 1 s, then 2 s) and then shows a 'No Image' box;
 * placeholders and unusable sources show the box at once (docs/product.md#images). An image in the server's
 * HTML can fail before the page hydrates, when React hears no error event, so that is checked on mount: the
 * content security policy refuses inline onerror handlers (decision 123).
 */
export function ProductImage({ src, alt, width, className, priority, largest, onFailed }: ProductImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(!isDisplayableImage(src));
  const image = useRef<HTMLImageElement>(null);
  // The attempt whose failure was handled, so an error event and the mount check never count it twice.
  const handled = useRef(-1);

  // A new source starts over.
  useEffect(() => {
    setAttempt(0);
    handled.current = -1;
    setFailed(!isDisplayableImage(src));
  }, [src]);

  useEffect(() => {
    let live = true;
    void failedBeforeHydration(image.current).then((broken) => {
      if (live && broken) image.current?.dispatchEvent(new Event("error"));
    });
    return () => {
      live = false;
    };
  }, []);

  if (failed || !isDisplayableImage(src)) return <NoImage className={className} />;

  const handleError = () => {
    if (handled.current === attempt) return;
    handled.current = attempt;
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
      ref={image}
      // The retry count in the URL makes the browser really fetch again.
      src={attempt === 0 ? url : `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`}
      srcSet={attempt === 0 ? imageSrcSet(src, width) : undefined}
      alt={alt}
      width={width}
      height={width}
      loading={priority || largest ? "eager" : "lazy"}
      fetchPriority={largest ? "high" : undefined}
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
