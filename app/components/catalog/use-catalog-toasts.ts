import { useEffect, useRef } from "react";
import { toast } from "~/hooks/use-toast";
import { isDisplayableImage } from "~/lib/images";
import { CATALOG_LOAD_FAILED } from "~/lib/product-cache";

/** Above this share of listed products without a real image, the store owner is told (docs/product.md#messages). */
const IMAGE_ISSUE_SHARE = 0.7;

type Listed = { title: string; images: readonly string[] };

function lacksRealImage(product: Listed): boolean {
  return !product.images.some((src) => isDisplayableImage(src));
}

/** The destructive 'Error' toast of a failed catalogue call, once per failure screen. */
export function useCatalogFailedToast() {
  useEffect(() => {
    toast({ variant: "destructive", title: "Error", description: CATALOG_LOAD_FAILED });
  }, []);
}

/**
 * The catalogue's notices, each at most once per visit: an empty catalogue, and most listed products
 * lacking a real image (the products are named in the console).
 */
export function useCatalogNoticeToasts({ products, catalogEmpty }: { products: Listed[]; catalogEmpty: boolean }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    if (catalogEmpty) {
      told.current = true;
      // Names the payment provider's account (docs/product.md#messages); still Square, not yet the active provider.
      toast({
        title: "No products found",
        description: "Your catalog appears to be empty. Please check your Square account.",
      });
      return;
    }
    const withoutImage = products.filter(lacksRealImage);
    if (products.length === 0 || withoutImage.length / products.length <= IMAGE_ISSUE_SHARE) return;
    told.current = true;
    console.warn(
      `${withoutImage.length} of ${products.length} listed products have no usable image:`,
      withoutImage.map((product) => product.title),
    );
    toast({
      title: "Image Loading Issues Detected",
      description: "Many products have image loading issues. Check console for details.",
    });
  }, [products, catalogEmpty]);
}
