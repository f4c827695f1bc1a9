import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getEnv } from "~/.server/env";
import { getStoreSettings, setStoreSetting } from "~/.server/settings/store-settings";
import { SettingsPage } from "~/components/admin/settings-page";
import { fieldErrors } from "~/lib/forms";
import { formatCents } from "~/lib/money";
import { pageTitle } from "~/lib/site";
import type { SettingsActionData } from "~/lib/store-settings";
import { type SettingsForm, settingsFormSchema, tickedCadences } from "~/lib/store-settings.schema";
import type { SubscriptionSettings } from "~/lib/subscriptions";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: pageTitle("Store settings · Back office") }, { name: "robots", content: "noindex" }];
}

/** The store's settings, owners only; review moderation lives with the reviews. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/settings" });
  const { reviewModeration: _onTheReviewsPage, ...settings } = await getStoreSettings();
  return { settings, deploymentEmail: getEnv().STORE_EMAIL };
}

const free = (cents: number) => (cents === 0 ? "free" : formatCents(cents));

/** "Subscribe & Save saved: every 4 or 8 weeks, a reminder 3 days ahead, declined cards tried again 1, 3 and 7 days after." */
function subscriptionSettingsSaved(value: SubscriptionSettings): string {
  const list = (items: number[], last: string) =>
    items.length === 1 ? String(items[0]) : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
  const reminder =
    value.reminderDays === 0
      ? "no reminder"
      : `a reminder ${value.reminderDays} ${value.reminderDays === 1 ? "day" : "days"} ahead`;
  const retries =
    value.retryDays.length === 0
      ? "a declined card pauses the subscription at once"
      : `a declined card is tried again ${list(value.retryDays, "and")} ${value.retryDays.at(-1) === 1 ? "day" : "days"} after`;
  return `Subscribe & Save saved: every ${list(value.cadencesWeeks, "or")} weeks, ${reminder}, ${retries}.`;
}

/** Saves one setting and says what the store now does. */
async function save(form: SettingsForm, actor: { userId: string; email: string }): Promise<string> {
  switch (form.intent) {
    case "banner":
      await setStoreSetting({ key: "promoBanner", value: form.promoBanner, actor });
      return form.promoBanner ? "The promo banner is saved." : "The promo banner is hidden.";
    case "shipping": {
      const value = {
        standardCents: form.standardShipping,
        freeFromCents: form.freeShippingFrom,
        localCents: form.localDelivery,
      };
      await setStoreSetting({ key: "shipping", value, actor });
      return `Delivery rates saved: standard shipping ${free(value.standardCents)}, free from ${formatCents(value.freeFromCents)}, local delivery ${free(value.localCents)}.`;
    }
    case "email":
      await setStoreSetting({ key: "storeEmail", value: form.storeEmail, actor });
      return form.storeEmail
        ? `The store's mail now goes to ${form.storeEmail}.`
        : `The store's mail goes to ${getEnv().STORE_EMAIL}, the deployment's address.`;
    case "social":
      await setStoreSetting({
        key: "socialLinks",
        value: { instagram: form.instagram, facebook: form.facebook },
        actor,
      });
      return "Social links saved.";
    case "subscriptions": {
      const value = {
        cadencesWeeks: tickedCadences(form),
        reminderDays: form.reminderDays,
        retryDays: form.retryDays,
      };
      await setStoreSetting({ key: "subscriptions", value, actor });
      return subscriptionSettingsSaved(value);
    }
  }
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/settings" });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = settingsFormSchema.safeParse(form);
  if (!parsed.success) {
    const intent = typeof form.intent === "string" ? form.intent : "";
    return data<SettingsActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const done = await save(parsed.data, { userId: member.userId, email: member.email });
  return data<SettingsActionData>({ intent: parsed.data.intent, done });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} result={actionData} />;
}
