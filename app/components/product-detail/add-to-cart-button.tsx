import { ShoppingCartIcon } from "lucide-react";
import { useCart } from "~/components/cart/cart-context";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { toCartProduct } from "~/lib/cart";
import type { Product } from "~/lib/product";

type AddToCartButtonProps = {
  product: Product;
  /** The chosen flavour's units. */
  stock: number;
  quantity: number;
  flavor?: string;
  subscription: boolean;
  /** Weeks between deliveries; the cart keeps it for a subscription only. */
  cadenceWeeks: number;
};

/** Adds the chosen line, opens the cart and confirms; out of stock it is disabled and says so. */
export function AddToCartButton({
  product,
  stock,
  quantity,
  flavor,
  subscription,
  cadenceWeeks,
}: AddToCartButtonProps) {
  const { addItem, openCart } = useCart();
  if (stock <= 0) {
    return (
      <Button size="lg" variant="ink" disabled className="min-w-40 flex-1 px-4">
        Out of Stock
      </Button>
    );
  }
  const addToCart = () => {
    addItem({ product: toCartProduct(product), quantity, flavor, subscription, cadenceWeeks });
    openCart();
    toast({ title: "Added to cart", description: `${product.title} has been added to your cart.` });
  };
  return (
    <Button size="lg" className="min-w-40 flex-1 px-4 text-base" onClick={addToCart}>
      <ShoppingCartIcon aria-hidden />
      Add to Cart
    </Button>
  );
}
