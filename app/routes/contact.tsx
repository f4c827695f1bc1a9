import { data } from "react-router";
import { sendContactMessage } from "~/.server/contact/send-contact-message";
import { getStoreEmail } from "~/.server/settings/store-settings";
import { ContactPage } from "~/components/content/contact-page";
import { HONEYPOT_FIELD } from "~/lib/contact";
import { contactValues } from "~/lib/contact.schema";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    origin: originFromMatches(matches),
    path: "/contact",
    title: "Contact Us",
    description: "Send Charge Supplements a message, or find our address, phone number and opening hours.",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { result, status } = await sendContactMessage({
    values: contactValues(form),
    honeypot: String(form.get(HONEYPOT_FIELD) ?? ""),
    clientIp: context.clientIp,
    storeEmail: await getStoreEmail(),
  });
  return data(result, { status });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage result={actionData} />;
}
