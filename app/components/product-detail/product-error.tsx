import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";

/** The product page's error state: 'Error', what went wrong, and the way back (docs/product.md#product-page). */
export function ProductError({ message }: { message: string }) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Error</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      <Link
        to="/products"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-ink px-5 py-2.5 font-semibold text-white hover:bg-ink/85"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        Back to All Products
      </Link>
    </div>
  );
}
