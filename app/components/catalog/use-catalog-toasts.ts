import { useEffect, useRef } from "react";
import { toast } from "~/hooks/use-toast";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";
import { isDisplayableImage } from "~/lib/images";

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

/** An empty catalogue is reported once, as the page appears; the server words it for the active provider. */
export function useEmptyCatalogNotice(description: string | null) {
  useEffect(() => {
    if (description) toast({ title: "No products found", description });
  }, [description]);
}

/** Most listed products lacking a real image is reported once per visit (the products are named in the console). */
export function useImageIssueToast(products: Listed[]) {
  const told = useRef(false);
  useEffect(() => {
    const withoutImage = products.filter(lacksRealImage);
    if (told.current || products.length === 0 || withoutImage.length / products.length <= IMAGE_ISSUE_SHARE) return;
    told.current = true;
    console.warn(
      `${withoutImage.length} of ${products.length} listed products have no usable image:`,
      withoutImage.map((product) => product.title),
    );
    toast({
      title: "Image Loading Issues Detected",
      description: "Many products have image loading issues. Check console for details.",
    });
  }, [products]);
}
