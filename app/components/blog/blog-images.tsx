import { cn } from "~/components/ui/cn";
import { imageSrcSet, imageUrl } from "~/lib/images";

/** An article's cover, 16:9, resized by the image endpoint. */
export function BlogCover({
  src,
  alt,
  width,
  priority,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={imageUrl(src, width)}
      srcSet={imageSrcSet(src, width)}
      alt={alt}
      width={width}
      height={Math.round((width * 9) / 16)}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-video w-full bg-muted object-cover", className)}
    />
  );
}

/** The author's picture beside their name, so it adds nothing for screen readers (empty alt). */
export function AuthorAvatar({ src, size, className }: { src: string; size: number; className?: string }) {
  return (
    <img
      src={imageUrl(src, 96)}
      srcSet={imageSrcSet(src, 96)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 rounded-full bg-muted object-cover", className)}
      style={{ width: size, height: size }}
    />
  );
}
