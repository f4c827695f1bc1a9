import { Loader2Icon, LockIcon, ShieldCheckIcon, TruckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { useCart } from "~/components/cart/cart-context";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { addressFormValues, type SavedAddress } from "~/lib/address-book";
import { cartSubtotalCents, lineKey } from "~/lib/cart";
import { checkoutCustomerSchema, customerProblem, readCustomerValues, toCheckoutLine } from "~/lib/checkout.schema";
import { CHECKOUT_MESSAGES, type CustomerField, customerProblemMessage, LINE_FIELD } from "~/lib/checkout-fields";
import type { DeliveryMethod } from "~/lib/delivery";
import type { ShippingRates } from "~/lib/store-settings";
import { SUBSCRIPTION_CONSENT_FIELD, subscriptionCheckoutProblem } from "~/lib/subscriptions";
import type { TaxRates } from "~/lib/tax";
import { checkoutAttemptKey, forgetCheckoutAttempt } from "./checkout-attempt";
import { type CheckoutActionData, checkoutErrorDetails, checkoutErrorToast } from "./checkout-errors";
import { CheckoutSection } from "./checkout-section";
import { CustomerFields } from "./customer-fields";
import { DeliveryOptions } from "./delivery-options";
import { OrderSummary } from "./order-summary";
import { StockShortfalls } from "./stock-shortfalls";
import { SubscriptionTerms } from "./subscription-terms";
import { useLocalDelivery } from "./use-local-delivery";

type CheckoutFormProps = {
  /** The active payment provider's name: 'Proceed to {providerName} Checkout'. */
  providerName: string;
  /** A signed-in shopper's email, to prefill. */
  email: string | null;
  /** Whether a shopper is signed in: a subscription needs an account. */
  signedIn: boolean;
  /** A signed-in shopper's address book: its default prefills the address, and what is typed may be saved. */
  addressBook: { defaultAddress: SavedAddress | null } | null;
  /** The idempotency key a plain POST uses; with JavaScript, checkoutAttemptKey() supplies it. */
  fallbackKey: string;
  /** The store's sales-tax rates, for the summary's Tax row. */
  taxRates: TaxRates;
  /** The owner's delivery rates, for the delivery options and the summary's Shipping row. */
  shippingRates: ShippingRates;
  actionData: CheckoutActionData | undefined;
};

function inputValue(form: HTMLFormElement | null, name: string): string {
  const input = form?.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : "";
}

/**
 * The checkout form: customer, address, delivery and the summary with the button. It posts the cart's
 * product ids, flavours, quantities and subscription flags, never a price (decision 102).
 */
export function CheckoutForm({
  providerName,
  email,
  signedIn,
  addressBook,
  fallbackKey,
  taxRates,
  shippingRates,
  actionData,
}: CheckoutFormProps) {
  const { lines, restored } = useCart();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Busy from the submit until the next page shows (the redirect's loading included).
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout";

  const values = actionData?.values ?? {};
  const saved = addressBook?.defaultAddress;
  const defaults: Partial<Record<CustomerField, string>> = {
    ...(saved ? addressFormValues(saved) : {}),
    ...values,
    email: values.email ?? email ?? undefined,
  };
  const {
    errors,
    onSubmit: checkCustomer,
    onChange: clearError,
  } = useCheckedForm(
    checkoutCustomerSchema,
    actionData?.error.kind === "invalid" ? actionData.error.fieldErrors : undefined,
    // Only what the toast names stops the checkout here, and the toast says where: focus stays on the button.
    { refusal: customerProblem, focusFirstError: false },
  );

  const [address, setAddress] = useState({ city: values.city ?? "", state: values.state ?? "" });
  // Picks up what was typed before the page's JavaScript loaded.
  useEffect(() => {
    setAddress({ city: inputValue(formRef.current, "city"), state: inputValue(formRef.current, "state") });
  }, []);
  const localDelivery = useLocalDelivery(address);
  const localOption = localDelivery?.isLocalDeliveryAvailable ? localDelivery.deliveryMethod : null;
  const [method, setMethod] = useState<DeliveryMethod>("shipping");
  // A selected 'local' reverts to 'shipping' when local delivery becomes unavailable (docs/product.md#local-delivery).
  useEffect(() => {
    if (!localOption && method === "local") setMethod("shipping");
  }, [localOption, method]);
  const deliveryMethod: DeliveryMethod = localOption ? method : "shipping";

  useEffect(() => {
    if (!actionData) return;
    const { error } = actionData;
    toast({ variant: "destructive", ...checkoutErrorToast(error) });
    // The key belongs to a checkout that cannot continue: the next submit starts afresh.
    if (error.kind === "rejected" && error.status === 409) forgetCheckoutAttempt();
  }, [actionData]);

  const handleChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (target.name === "city" || target.name === "state") {
      setAddress((current) => ({ ...current, [target.name]: target.value }));
    }
    clearError(event);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // docs/product.md#checkout-rules: checkout does nothing with an empty cart.
    if (busy || lines.length === 0) return event.preventDefault();
    const problem = checkCustomer(event);
    if (problem) {
      toast({ variant: "destructive", ...customerProblemMessage(problem) });
      return;
    }
    // Sent here, with the attempt's key, rather than by the browser.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const subscriptionProblem = subscriptionCheckoutProblem({
      hasSubscription: lines.some((line) => line.subscription),
      signedIn,
      consented: form.get(SUBSCRIPTION_CONSENT_FIELD) === "on",
    });
    if (subscriptionProblem) {
      toast({ variant: "destructive", title: CHECKOUT_MESSAGES.checkoutError.title, description: subscriptionProblem });
      return;
    }
    const customer = readCustomerValues(form);
    const fingerprint = JSON.stringify([form.getAll(LINE_FIELD), customer, deliveryMethod]);
    form.set("idempotencyKey", checkoutAttemptKey(fingerprint));
    submit(form, { method: "post", action: "/checkout" });
  };

  const details = actionData ? checkoutErrorDetails(actionData.error) : [];
  return (
    <Form
      ref={formRef}
      method="post"
      action="/checkout"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="flex flex-col gap-6">
        <CustomerFields defaults={defaults} errors={errors} />
        {addressBook && (
          <label className="-mt-3 flex items-center gap-2 px-1 text-sm">
            <input type="checkbox" name="saveAddress" className="size-4 accent-brand" />
            Save this address to my address book
          </label>
        )}
        {localOption ? (
          <CheckoutSection title="Delivery Options" icon={TruckIcon}>
            <DeliveryOptions
              value={deliveryMethod}
              onChange={setMethod}
              subtotalCents={cartSubtotalCents(lines)}
              expectedDeliveryDate={localOption.expectedDeliveryDate}
              shippingRates={shippingRates}
            />
          </CheckoutSection>
        ) : (
          <input type="hidden" name="deliveryMethod" value="shipping" />
        )}
      </div>

      <aside className="lg:sticky lg:top-24">
        {restored ? (
          <OrderSummary
            lines={lines}
            deliveryMethod={deliveryMethod}
            address={address}
            taxRates={taxRates}
            shippingRates={shippingRates}
          >
            {actionData?.error.kind === "rejected" && <StockShortfalls shortfalls={actionData.error.shortfalls} />}
            {details.length > 0 && (
              <ul className="mb-4 space-y-1 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
            <SubscriptionTerms lines={lines} signedIn={signedIn} />
            {/* Wraps on a narrow phone: provider names vary in length. */}
            <Button type="submit" size="lg" className="h-auto min-h-11 w-full py-2.5 whitespace-normal" disabled={busy}>
              {busy ? (
                <>
                  <Loader2Icon aria-hidden className="size-5 animate-spin" />
                  Processing...
                </>
              ) : (
                <>
                  <LockIcon aria-hidden className="size-4" />
                  {`Proceed to ${providerName} Checkout`}
                </>
              )}
            </Button>
            <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <ShieldCheckIcon aria-hidden className="size-4 text-emerald-700" />
              {`Secure checkout powered by ${providerName}`}
            </p>
          </OrderSummary>
        ) : (
          <SummaryLoading />
        )}
      </aside>

      {lines.map((line) => (
        <input key={lineKey(line)} type="hidden" name={LINE_FIELD} value={JSON.stringify(toCheckoutLine(line))} />
      ))}
      <input type="hidden" name="idempotencyKey" value={fallbackKey} />
    </Form>
  );
}

/** Until the browser has read the cart from local storage (the server cannot see it). */
function SummaryLoading() {
  return (
    <div className="rounded-lg border border-border bg-background p-5 shadow-sm">
      <h2 className="text-lg font-bold">Order Summary</h2>
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon aria-hidden className="size-4 animate-spin" />
        Loading your cart...
      </p>
      <noscript>
        <p className="mt-4 text-sm">
          Your cart is kept in this browser and read by a script: please turn on JavaScript to check out.
        </p>
      </noscript>
    </div>
  );
}
