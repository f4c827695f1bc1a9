import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form } from "react-router";
import { PasswordField } from "~/components/auth/credential-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormField } from "~/components/form/form-field";
import type { AccountActionData, AccountIntent } from "~/lib/auth";
import { SettingsSection, useAccountResult } from "./settings-section";

type Enrolment = NonNullable<AccountActionData["enrolment"]>;

/** Authenticator app with a QR code, confirmed with a code; backup codes shown once; turning it off. */
export function TwoFactorSettings({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const started = useAccountResult("enable-two-factor");
  const confirmed = useAccountResult("confirm-two-factor");
  // Kept while the shopper types codes: a wrong code must not make the QR code disappear.
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>(started?.enrolment);
  useEffect(() => {
    if (started?.enrolment) setEnrolment(started.enrolment);
  }, [started]);
  useEffect(() => {
    if (confirmed?.done) setEnrolment(undefined);
  }, [confirmed]);

  return (
    <SettingsSection
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone, asked for each time you sign in."
    >
      {!hasPassword ? (
        <p className="text-sm text-muted-foreground">
          Two-factor authentication needs a password. Your Google or GitHub account protects your sign-in.
        </p>
      ) : enabled ? (
        <PasswordStep
          on
          intent="disable-two-factor"
          busyLabel="Turning off..."
          submitLabel="Turn off two-factor authentication"
        />
      ) : enrolment ? (
        <ConfirmEnrolment enrolment={enrolment} />
      ) : (
        <PasswordStep
          on={false}
          intent="enable-two-factor"
          busyLabel="Setting up..."
          submitLabel="Set up authenticator app"
        />
      )}
    </SettingsSection>
  );
}

function StatusLine({ on }: { on: boolean }) {
  const Icon = on ? ShieldCheckIcon : ShieldOffIcon;
  return (
    <p className="flex items-center gap-2 font-semibold">
      <Icon aria-hidden className={on ? "size-5 text-emerald-600" : "size-5 text-muted-foreground"} />
      {on ? "Two-factor authentication is on." : "Two-factor authentication is off."}
    </p>
  );
}

/** A layout of the section's forms: fields, then the button beside them on wide screens. */
function InlineForm(props: { intent: AccountIntent; busyLabel: string; submitLabel: string; children: ReactNode }) {
  const { intent, busyLabel, submitLabel, children } = props;
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <SubmitButton intent={intent} busyLabel={busyLabel} className="w-full sm:w-auto sm:justify-self-start">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** Turning it on or off starts with the password: the status, and the form that asks for it. */
function PasswordStep(props: { on: boolean; intent: AccountIntent; busyLabel: string; submitLabel: string }) {
  const { on, ...form } = props;
  const result = useAccountResult(props.intent);
  return (
    <div className="grid gap-4">
      <StatusLine on={on} />
      <InlineForm {...form}>
        <PasswordField purpose="current" label="Your password" error={result?.fieldErrors?.password} />
      </InlineForm>
    </div>
  );
}

function ConfirmEnrolment({ enrolment }: { enrolment: Enrolment }) {
  const result = useAccountResult("confirm-two-factor");
  const key = enrolment.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <ol className="grid gap-6">
      <li className="grid gap-3">
        <p className="font-semibold">1. Scan this QR code with your authenticator app</p>
        <div className="flex flex-wrap items-center gap-5 sm:flex-nowrap">
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="rounded-md border border-border bg-white p-2"
          />
          <div className="min-w-0 flex-1 text-sm text-muted-foreground">
            <p className="max-w-md">
              Works with Google Authenticator, Microsoft Authenticator, 1Password, Authy and others.
            </p>
            <label htmlFor="two-factor-setup-key" className="mt-2 block">
              Can't scan it? Enter this setup key in the app:
            </label>
            <input
              id="two-factor-setup-key"
              readOnly
              value={key}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full max-w-xl rounded-md border border-border bg-muted px-2 py-1.5 font-mono text-sm font-bold text-foreground"
            />
          </div>
        </div>
      </li>
      <li className="grid gap-3">
        <p className="font-semibold">2. Save your backup codes</p>
        <p className="text-sm text-muted-foreground">
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
        </p>
        <ul
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm sm:grid-cols-5"
        >
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </li>
      <li className="grid gap-3">
        <p className="font-semibold">3. Enter the 6-digit code from the app</p>
        <InlineForm intent="confirm-two-factor" busyLabel="Verifying..." submitLabel="Verify and turn on">
          <FormField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={result?.fieldErrors?.code}
          />
        </InlineForm>
      </li>
    </ol>
  );
}
