import { cn } from "~/components/ui/cn";
import { imageUrl } from "~/lib/images";

type Props = {
  /** The picture's address, or "" while the owner has uploaded none. */
  src: string;
  /** Whose picture: its initial stands in until there is one. */
  name: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
};

/** A category's tile picture or a brand's logo, decorative beside the name; without one, the name's initial. */
export function TaxonomyPicture({ src, name, width, height, priority, className }: Props) {
  if (!src) {
    return (
      <span
        aria-hidden
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          "grid place-items-center bg-muted text-4xl font-black text-muted-foreground uppercase",
          className,
        )}
      >
        {name.trim().charAt(0)}
      </span>
    );
  }
  return (
    <img
      src={imageUrl(src, width)}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
