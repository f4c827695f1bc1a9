import { useId } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { decimalDollars } from "~/lib/money";
import {
  PROMO_BANNER_MAX,
  type SettingsActionData,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type StoreSettings,
} from "~/lib/store-settings";
import { cadenceField, MAX_REMINDER_DAYS, MAX_RETRIES, settingsFormSchema } from "~/lib/store-settings.schema";
import { CADENCE_CHOICES, type SubscriptionSettings } from "~/lib/subscriptions";
import { AdminPageHeading } from "./admin-table";

type Props = {
  settings: Omit<StoreSettings, "reviewModeration">;
  /** The address the deployment sets (STORE_EMAIL), used while the owner sets none. */
  deploymentEmail: string;
  result: SettingsActionData | undefined;
};

/** The owners' store settings: what the storefront shows and charges, changed without a deploy. */
export function SettingsPage({ settings, deploymentEmail, result }: Props) {
  const errorsOf = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  return (
    <>
      <AdminPageHeading title="Store settings">
        Changes show on every page of the store at once. Orders already placed keep what they were charged.
      </AdminPageHeading>
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
      {result?.fieldErrors?.intent && <FormAlert>{result.fieldErrors.intent}</FormAlert>}
      <div className="mt-6 grid gap-6">
        <SettingsSection intent="banner" title="Promo banner" submit="Save banner" serverErrors={errorsOf("banner")}>
          {(errors) => (
            <FormField
              label="Banner text"
              name="promoBanner"
              defaultValue={settings.promoBanner}
              maxLength={PROMO_BANNER_MAX}
              hint="Shown across the top of every page. Leave it empty to hide the banner."
              error={errors.promoBanner}
            />
          )}
        </SettingsSection>
        <SettingsSection
          intent="shipping"
          title="Delivery rates"
          submit="Save delivery rates"
          serverErrors={errorsOf("shipping")}
        >
          {(errors) => (
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField
                label="Standard shipping ($)"
                name="standardShipping"
                inputMode="decimal"
                defaultValue={decimalDollars(settings.shipping.standardCents)}
                error={errors.standardShipping}
              />
              <FormField
                label="Free shipping from ($)"
                name="freeShippingFrom"
                inputMode="decimal"
                defaultValue={decimalDollars(settings.shipping.freeFromCents)}
                hint="Subtotal at which standard shipping is free."
                error={errors.freeShippingFrom}
              />
              <FormField
                label="Local delivery ($)"
                name="localDelivery"
                inputMode="decimal"
                defaultValue={decimalDollars(settings.shipping.localCents)}
                hint="0 makes local delivery free."
                error={errors.localDelivery}
              />
            </div>
          )}
        </SettingsSection>
        <SettingsSection intent="email" title="Store e-mail" submit="Save e-mail" serverErrors={errorsOf("email")}>
          {(errors) => (
            <FormField
              label="Store e-mail"
              name="storeEmail"
              type="email"
              autoComplete="off"
              defaultValue={settings.storeEmail ?? ""}
              hint={`New orders and contact messages are sent here, and customers' replies to the shop's answers come back here. Leave it empty to use ${deploymentEmail}.`}
              error={errors.storeEmail}
            />
          )}
        </SettingsSection>
        <SettingsSection intent="social" title="Social links" submit="Save links" serverErrors={errorsOf("social")}>
          {(errors) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {SOCIAL_NETWORKS.map((network) => (
                <FormField
                  key={network}
                  label={`${SOCIAL_NETWORK_LABELS[network]} page`}
                  name={network}
                  type="url"
                  defaultValue={settings.socialLinks[network]}
                  hint="Leave it empty to leave the network out of the footer."
                  error={errors[network]}
                />
              ))}
            </div>
          )}
        </SettingsSection>
        <SettingsSection
          intent="subscriptions"
          title="Subscribe & Save"
          submit="Save Subscribe & Save"
          serverErrors={errorsOf("subscriptions")}
        >
          {(errors) => <SubscriptionFields settings={settings.subscriptions} errors={errors} />}
        </SettingsSection>
      </div>
    </>
  );
}

/** How often shoppers may choose to receive a subscription, when they are reminded, and how a declined card is retried. */
function SubscriptionFields({
  settings,
  errors,
}: {
  settings: SubscriptionSettings;
  errors: NonNullable<SettingsActionData["fieldErrors"]>;
}) {
  const errorId = useId();
  return (
    <>
      <fieldset
        name="cadences"
        aria-invalid={errors.cadences ? true : undefined}
        aria-describedby={errors.cadences ? errorId : undefined}
        className="grid gap-2"
      >
        <legend className="mb-1 text-sm font-semibold">Delivery intervals offered</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {CADENCE_CHOICES.map((weeks) => (
            <label key={weeks} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={cadenceField(weeks)}
                defaultChecked={settings.cadencesWeeks.includes(weeks)}
                className="size-4"
              />
              Every {weeks} weeks
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          What the product page and the cart offer. Subscriptions already running keep theirs.
        </p>
        {errors.cadences && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {errors.cadences}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Reminder before a charge (days)"
          name="reminderDays"
          inputMode="numeric"
          defaultValue={String(settings.reminderDays)}
          hint={`0 to ${MAX_REMINDER_DAYS}; 0 sends no reminder.`}
          error={errors.reminderDays}
        />
        <FormField
          label="Retry a declined card after (days)"
          name="retryDays"
          defaultValue={settings.retryDays.join(", ")}
          hint={`Days after the renewal's day, increasing, at most ${MAX_RETRIES}, like 1, 3, 7. After the last the subscription pauses; empty pauses it at the first decline.`}
          error={errors.retryDays}
        />
      </div>
    </>
  );
}

type SectionProps = {
  intent: string;
  title: string;
  submit: string;
  serverErrors: SettingsActionData["fieldErrors"];
  children: (errors: NonNullable<SettingsActionData["fieldErrors"]>) => React.ReactNode;
};

/** One setting's own form: saved on its own, its errors shown under its fields. */
function SettingsSection({ intent, title, submit, serverErrors, children }: SectionProps) {
  const { errors, onSubmit, onChange } = useCheckedForm(settingsFormSchema, serverErrors);
  const headingId = `${intent}-settings-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value={intent} />
        {children(errors)}
        <Button type="submit" variant="ink" className="h-11 sm:w-fit">
          {submit}
        </Button>
      </Form>
    </section>
  );
}
