import { Loader2Icon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "~/lib/contact";
import { type ContactResult, contactMessageSchema } from "~/lib/contact.schema";

type Refused = Exclude<ContactResult, { status: "sent" }>;

/** The contact form: a real POST, checked in the browser first with the action's own schema. */
export function ContactForm({ refused }: { refused: Refused | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useCheckedForm(
    contactMessageSchema,
    refused?.status === "invalid" ? refused.fieldErrors : undefined,
  );
  const values = refused?.values;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-5">
      {refused?.status === "limited" && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {refused.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values?.name}
          error={errors.name}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          defaultValue={values?.email}
          error={errors.email}
        />
      </div>
      <FormField
        label="Subject"
        name="subject"
        maxLength={CONTACT_LIMITS.subject}
        defaultValue={values?.subject}
        error={errors.subject}
      />
      <FormField
        label="Message"
        name="message"
        multiline
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        defaultValue={values?.message}
        error={errors.message}
      />
      {/* The honeypot: hidden from people and screen readers, skipped by the keyboard; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy && <Loader2Icon aria-hidden="true" className="animate-spin" />}
          {busy ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}
