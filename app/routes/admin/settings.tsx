import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getEnv } from "~/.server/env";
import { getStoreSettings, setStoreSetting } from "~/.server/settings/store-settings";
import { SettingsPage } from "~/components/admin/settings-page";
import { fieldErrors } from "~/lib/forms";
import { formatCents } from "~/lib/money";
import { pageTitle } from "~/lib/site";
import type { SettingsActionData } from "~/lib/store-settings";
import { type SettingsForm, settingsFormSchema } from "~/lib/store-settings.schema";
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
