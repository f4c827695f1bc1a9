import { CreditCardIcon, Loader2Icon, LockIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms";

/** The test provider's pages (checkout, card saving): what its form answered when it refused the card. */
export type TestPaymentResult = { error?: string; fieldErrors?: FieldErrors };

/** The test provider's name over a page's title, as a real provider brands its hosted pages. */
export function TestProviderHeading({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-lg bg-ink text-white">
        <CreditCardIcon aria-hidden className="size-5" />
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Test Payments</p>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
    </div>
  );
}

/** The test provider's card form, which accepts only the test cards: its refusal, the fields and the button. */
export function TestCardForm({ result, submitLabel }: { result: TestPaymentResult | undefined; submitLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      {result?.error && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-semibold text-destructive"
        >
          {result.error}
        </p>
      )}
      <Form method="post" noValidate className="mt-5 grid gap-4">
        <FormField
          markRequired
          name="cardNumber"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          error={errors.cardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            markRequired
            name="expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/34"
            required
            error={errors.expiry}
          />
          <FormField
            markRequired
            name="cvc"
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            error={errors.cvc}
          />
        </div>
        <FormField markRequired name="name" label="Name on card" autoComplete="cc-name" required error={errors.name} />
        <Button type="submit" size="lg" variant="ink" className="mt-2 w-full" disabled={busy}>
          {busy ? (
            <>
              <Loader2Icon aria-hidden className="size-5 animate-spin" />
              Processing...
            </>
          ) : (
            <>
              <LockIcon aria-hidden className="size-4" />
              {submitLabel}
            </>
          )}
        </Button>
      </Form>
    </>
  );
}
