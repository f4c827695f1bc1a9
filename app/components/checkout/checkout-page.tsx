import { useCart } from "~/components/cart/cart-context";
import { EmptyCart } from "~/components/cart/empty-cart";
import type { SavedAddress } from "~/lib/address-book";
import type { ShippingRates } from "~/lib/store-settings";
import type { TaxRates } from "~/lib/tax";
import type { CheckoutActionData } from "./checkout-errors";
import { CheckoutForm } from "./checkout-form";

type CheckoutPageProps = {
  providerName: string;
  email: string | null;
  signedIn: boolean;
  addressBook: { defaultAddress: SavedAddress | null } | null;
  fallbackKey: string;
  taxRates: TaxRates;
  shippingRates: ShippingRates;
  actionData: CheckoutActionData | undefined;
};

export function CheckoutPage(props: CheckoutPageProps) {
  const { lines, restored } = useCart();
  return (
    <div className="bg-muted/40">
      <div className="container-page py-8 md:py-12">
        <h1 className="font-display text-3xl font-black md:text-4xl">Checkout</h1>
        <div className="mt-8">
          {restored && lines.length === 0 ? <EmptyCart place="checkout" /> : <CheckoutForm {...props} />}
        </div>
      </div>
    </div>
  );
}
