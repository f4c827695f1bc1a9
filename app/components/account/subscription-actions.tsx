import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { PauseDateInput } from "~/components/subscriptions/pause-date-input";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { SavedAddress } from "~/lib/address-book";
import { CARD_SETUP_PATH, type Subscription } from "~/lib/subscriptions";
import { SUBSCRIPTION_ACTION, type SubscriptionFetcher } from "./use-subscription-fetcher";

/**
 * What a subscription may be changed to: the cadences offered, the shopper's address book, and whether the payment
 * provider can save a new card.
 */
export type PortalChoices = { cadences: number[]; addresses: SavedAddress[]; replacesCard: boolean };

type ActionsProps = { subscription: Subscription; choices: PortalChoices; fetcher: SubscriptionFetcher };

// 44px high on every screen: the controls are touch targets on a phone.
const CONTROL = "h-11 rounded-md border border-border bg-background px-3 text-base";
const BUTTON = "h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/**
 * Skip or resume, pause, how often, how many, which flavour, where to, and cancel: one small form each, all sent
 * through the card's fetcher.
 */
export function SubscriptionActions({ subscription, choices, fetcher }: ActionsProps) {
  const paused = subscription.status === "paused";
  const form = { subscription, fetcher };
  return (
    <div className="grid gap-4">
      {/* One form whose intent follows the status: the button keeps focus as Resume turns into Skip. */}
      <ChangeForm {...form} intent={paused ? "resume" : "skip"}>
        <SubmitButton fetcher={fetcher} variant={paused ? "ink" : "outline"}>
          {paused ? "Resume" : "Skip next delivery"}
        </SubmitButton>
      </ChangeForm>
      <PauseForm {...form} />
      <CadenceForm {...form} cadences={choices.cadences} />
      <QuantityForm {...form} />
      {subscription.flavors.length > 1 && <FlavorForm {...form} />}
      <AddressForm {...form} addresses={choices.addresses} />
      {choices.replacesCard && <CardForm {...form} />}
      <CancelControl {...form} />
    </div>
  );
}

type FormProps = { subscription: Subscription; fetcher: SubscriptionFetcher };

function ChangeForm({
  subscription,
  fetcher,
  intent,
  action = SUBSCRIPTION_ACTION,
  className,
  children,
}: FormProps & { intent: string; action?: string; className?: string; children: React.ReactNode }) {
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      className={className}
      // The buttons stay enabled while a change is sent (a disabled button drops focus); a second press waits.
      onSubmit={(event) => {
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}

function SubmitButton({
  fetcher,
  variant = "outline",
  className,
  children,
}: {
  fetcher: SubscriptionFetcher;
  variant?: "outline" | "ink";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      aria-disabled={fetcher.state !== "idle" ? true : undefined}
      className={cn(BUTTON, className)}
    >
      {children}
    </Button>
  );
}

/** A label over its control, the control beside its button (the button wraps under it on a narrow card). */
function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** To the provider's page for a new card, which sends the shopper back to the portal once it is saved. */
function CardForm({ subscription, fetcher }: FormProps) {
  return (
    <ChangeForm subscription={subscription} fetcher={fetcher} intent="card" action={CARD_SETUP_PATH}>
      <SubmitButton fetcher={fetcher}>{subscription.card ? "Replace card" : "Add a card"}</SubmitButton>
    </ChangeForm>
  );
}

function PauseForm({ subscription, fetcher }: FormProps) {
  const id = useId();
  const paused = subscription.status === "paused";
  return (
    <ChangeForm subscription={subscription} fetcher={fetcher} intent="pause">
      <Field label="Pause until" id={id}>
        <PauseDateInput id={id} pausedUntil={subscription.pausedUntil} className={cn(CONTROL, "min-w-40 flex-1")} />
        <SubmitButton fetcher={fetcher}>{paused ? "Change pause date" : "Pause"}</SubmitButton>
      </Field>
    </ChangeForm>
  );
}

/** One choice among a few, and the button that saves it. */
function ChoiceForm({
  subscription,
  fetcher,
  intent,
  label,
  name,
  value,
  options,
  button,
}: FormProps & {
  intent: string;
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  button: string;
}) {
  const id = useId();
  return (
    <ChangeForm subscription={subscription} fetcher={fetcher} intent={intent}>
      <Field label={label} id={id}>
        <select id={id} name={name} defaultValue={value} className={cn(CONTROL, "min-w-40 flex-1 cursor-pointer")}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SubmitButton fetcher={fetcher}>{button}</SubmitButton>
      </Field>
    </ChangeForm>
  );
}

function CadenceForm({ cadences, ...form }: FormProps & { cadences: number[] }) {
  // A cadence the owner no longer offers still shows as the subscription's own.
  const choices = [...new Set([...cadences, form.subscription.cadenceWeeks])].sort((a, b) => a - b);
  return (
    <ChoiceForm
      {...form}
      intent="cadence"
      label="Delivery frequency"
      name="cadenceWeeks"
      value={String(form.subscription.cadenceWeeks)}
      options={choices.map((weeks) => ({ value: String(weeks), label: `Every ${weeks} weeks` }))}
      button="Save frequency"
    />
  );
}

function QuantityForm({ subscription, fetcher }: FormProps) {
  const id = useId();
  return (
    <ChangeForm subscription={subscription} fetcher={fetcher} intent="quantity">
      <Field label="Quantity" id={id}>
        <input
          id={id}
          type="number"
          name="quantity"
          inputMode="numeric"
          required
          min={1}
          max={99}
          step={1}
          defaultValue={subscription.quantity}
          className={cn(CONTROL, "w-24")}
        />
        <SubmitButton fetcher={fetcher}>Save quantity</SubmitButton>
      </Field>
    </ChangeForm>
  );
}

function FlavorForm(form: FormProps) {
  return (
    <ChoiceForm
      {...form}
      intent="flavor"
      label="Flavor"
      name="flavor"
      value={form.subscription.flavor ?? ""}
      options={form.subscription.flavors.map((flavor) => ({ value: flavor, label: flavor }))}
      button="Save flavor"
    />
  );
}

const addressLine = (a: SavedAddress) =>
  `${a.firstName} ${a.lastName}, ${a.address}, ${a.city}, ${a.state} ${a.zipCode}`;

/** Another address from the address book, where each was checked as it was saved. */
function AddressForm({ subscription, fetcher, addresses }: FormProps & { addresses: SavedAddress[] }) {
  const id = useId();
  if (addresses.length === 0) {
    return (
      <p className="text-sm">
        To deliver elsewhere,{" "}
        <Link to="/account?tab=addresses" className="font-semibold underline underline-offset-2">
          add an address to your address book
        </Link>
        .
      </p>
    );
  }
  return (
    <ChangeForm subscription={subscription} fetcher={fetcher} intent="address">
      <Field label="Deliver to" id={id}>
        <select id={id} name="addressId" className={cn(CONTROL, "w-full min-w-0 cursor-pointer")}>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {addressLine(address)}
            </option>
          ))}
        </select>
        <SubmitButton fetcher={fetcher}>Save address</SubmitButton>
      </Field>
    </ChangeForm>
  );
}

/** Cancelling cannot be undone: the first button asks, a second one confirms. */
function CancelControl({ subscription, fetcher }: FormProps) {
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Focus follows the question as it opens, and returns to the button that asked it as it closes.
  const opened = useRef(false);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (opened.current) cancelButton.current?.focus();
    opened.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button
        ref={cancelButton}
        variant="outline"
        className={cn(BUTTON, "justify-self-start")}
        onClick={() => setAsking(true)}
      >
        Cancel subscription
      </Button>
    );
  }
  return (
    <fieldset className="rounded-md border border-destructive/40 p-4">
      <legend className="float-left text-sm font-semibold">
        Cancel this subscription? Nothing more will be charged or sent, and it cannot be restarted.
      </legend>
      <div className="clear-left flex flex-wrap gap-2 pt-3">
        <ChangeForm subscription={subscription} fetcher={fetcher} intent="cancel">
          <SubmitButton
            fetcher={fetcher}
            className="border-destructive bg-destructive text-white hover:bg-destructive/90"
          >
            Yes, cancel subscription
          </SubmitButton>
        </ChangeForm>
        <Button ref={keepButton} variant="outline" className={BUTTON} onClick={() => setAsking(false)}>
          Keep subscription
        </Button>
      </div>
    </fieldset>
  );
}
