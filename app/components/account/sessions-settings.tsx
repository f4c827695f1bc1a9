import { LaptopIcon } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/form/form-alert";
import type { AccountSession } from "~/lib/auth";
import { STORE_TIME_ZONE } from "~/lib/store-time";
import { SettingsSection, useAccountResult } from "./settings-section";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: STORE_TIME_ZONE });

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsSettings({ sessions }: { sessions: AccountSession[] }) {
  const result = useAccountResult("sign-out-others");
  const others = sessions.filter((session) => !session.current).length;
  return (
    <SettingsSection title="Active sessions" description="Devices where your account is signed in.">
      {result?.error && <FormAlert>{result.error}</FormAlert>}
      <ul className="divide-y divide-border rounded-md border border-border">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-center gap-3 px-4 py-3">
            <LaptopIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {session.device}
                {session.current && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {session.ipAddress ? `${session.ipAddress} · ` : ""}Last active{" "}
                <time dateTime={session.lastActiveAt}>{when.format(new Date(session.lastActiveAt))}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sign-out-others" />
        <SubmitButton
          intent="sign-out-others"
          busyLabel="Signing out..."
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Sign out other devices
        </SubmitButton>
        {others === 0 && <p className="mt-2 text-sm text-muted-foreground">No other devices are signed in.</p>}
      </Form>
    </SettingsSection>
  );
}
