import { PlusIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Price } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import { Button } from "~/components/ui/button";
import { cartProductIds } from "~/lib/cart";
import { IMAGE_WIDTH } from "~/lib/images";
import { chooseSuggestions, type SuggestionCandidate } from "~/lib/upsell";
import { fetchSuggestionCandidates, lookupIds } from "./cart-api";
import { useCart } from "./cart-context";
import { announceAddedToCart } from "./cart-notices";

/** The pool of candidates for the cart's products, fetched again when the set of products changes. */
function useSuggestionCandidates(productIds: string[]): SuggestionCandidate[] {
  const [candidates, setCandidates] = useState<SuggestionCandidate[]>([]);
  const idsKey = [...productIds].sort().join(",");

  useEffect(() => {
    const controller = new AbortController();
    fetchSuggestionCandidates(lookupIds(idsKey.split(",")), controller.signal).then(setCandidates, (error) => {
      // Suggestions are extras: without them the cart works as before.
      if (!controller.signal.aborted) console.error("Could not load cart suggestions", error);
    });
    return () => controller.abort();
  }, [idsKey]);

  return candidates;
}

/** 'You might also like' (docs/product.md#suggestions), each with a one-click add. */
export function CartSuggestions() {
  const { lines, addItem, closeCart } = useCart();
  const candidates = useSuggestionCandidates(cartProductIds(lines));
  const suggestions = chooseSuggestions(lines, candidates);
  const headingId = useId();
  if (suggestions.length === 0) return null;

  const add = (product: SuggestionCandidate) => {
    // One click adds the product as the product page would by default: first flavour, one-time, one unit.
    addItem({ product, quantity: 1, flavor: product.flavors[0], subscription: false });
    announceAddedToCart(1, product.title);
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-border py-5">
      <h3 id={headingId} className="font-display text-sm font-black tracking-wide uppercase">
        You might also like
      </h3>
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {suggestions.map((product) => (
          <li key={product.id} className="flex flex-col rounded-lg border border-border p-2">
            <ProductImage
              src={product.images[0]}
              alt=""
              width={IMAGE_WIDTH.featured}
              className="aspect-square w-full rounded bg-white"
            />
            <Link
              to={`/product/${product.slug}`}
              onClick={closeCart}
              className="mt-2 line-clamp-2 text-xs leading-snug font-semibold hover:text-brand hover:underline"
            >
              {product.title}
            </Link>
            <Price product={product} className="mt-1 mb-2 flex-wrap gap-x-1.5 gap-y-0 text-xs" />
            <Button
              size="sm"
              variant="outline"
              aria-label={`Add ${product.title} to cart`}
              onClick={() => add(product)}
              className="mt-auto h-8 w-full text-xs"
            >
              <PlusIcon aria-hidden className="size-3.5" />
              Add
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
