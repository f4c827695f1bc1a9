import { HeartIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { useSession } from "~/hooks/use-session";
import { setFavorite, useFavorites } from "./favorites-store";

type FavoriteButtonProps = {
  product: { id: string; title: string };
  /** `overlay` sits on a product image; `outline` stands beside buttons. */
  variant?: "overlay" | "outline";
  className?: string;
};

/**
 * The heart: shown only to a signed-in shopper (docs/product.md#product-card); pressed when the product is a favourite.
 */
export function FavoriteButton({ product, variant = "overlay", className }: FavoriteButtonProps) {
  const session = useSession();
  const favorites = useFavorites();
  if (session.status !== "signed-in") return null;
  const pressed = favorites.ids.has(product.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? `Remove ${product.title} from favorites` : `Add ${product.title} to favorites`}
      disabled={favorites.status === "loading"}
      onClick={() => void setFavorite({ productId: product.id, favorite: !pressed })}
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-60",
        variant === "overlay"
          ? "size-9 bg-white/90 text-ink shadow-sm ring-1 ring-border hover:bg-white hover:text-brand"
          : "size-11 rounded-md border border-border bg-background hover:bg-muted hover:text-brand",
        pressed && "text-brand",
        className,
      )}
    >
      <HeartIcon aria-hidden className={cn("size-5", pressed && "fill-current")} />
    </button>
  );
}
