import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { FormField } from "~/components/auth/form-field";
import { SubmitButton } from "~/components/auth/submit-button";
import type { AccountActionData } from "~/lib/auth";
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
      description="A code from an authenticator app on your phone, asked for after your password."
    >
      {!hasPassword ? (
        <p className="text-sm text-muted-foreground">
          Two-factor authentication needs a password. Your Google or GitHub account protects your sign-in.
        </p>
      ) : enabled ? (
        <DisableTwoFactor />
      ) : enrolment ? (
        <ConfirmEnrolment enrolment={enrolment} />
      ) : (
        <StartEnrolment />
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

function StartEnrolment() {
  const result = useAccountResult("enable-two-factor");
  return (
    <div className="grid gap-4">
      <StatusLine on={false} />
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <input type="hidden" name="intent" value="enable-two-factor" />
        <FormField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
        <SubmitButton
          intent="enable-two-factor"
          busyLabel="Setting up..."
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Set up authenticator app
        </SubmitButton>
      </Form>
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
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <input type="hidden" name="intent" value="confirm-two-factor" />
          <FormField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={result?.fieldErrors?.code}
          />
          <SubmitButton
            intent="confirm-two-factor"
            busyLabel="Verifying..."
            className="w-full sm:w-auto sm:justify-self-start"
          >
            Verify and turn on
          </SubmitButton>
        </Form>
      </li>
    </ol>
  );
}

function DisableTwoFactor() {
  const result = useAccountResult("disable-two-factor");
  return (
    <div className="grid gap-4">
      <StatusLine on />
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <input type="hidden" name="intent" value="disable-two-factor" />
        <FormField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
        <SubmitButton
          intent="disable-two-factor"
          busyLabel="Turning off..."
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Turn off two-factor authentication
        </SubmitButton>
      </Form>
    </div>
  );
}
