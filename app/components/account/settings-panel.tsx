import type { AccountSession } from "~/lib/auth";
import { DeleteAccount } from "./delete-account";
import { PasswordSettings } from "./password-settings";
import { ProfileSettings } from "./profile-settings";
import { SessionsSettings } from "./sessions-settings";
import { TwoFactorSettings } from "./two-factor-settings";

type SettingsPanelProps = {
  profile: { displayName: string | null; avatarUrl: string | null };
  twoFactorEnabled: boolean;
  security: { sessions: AccountSession[]; hasPassword: boolean };
};

/** Decision 101's Settings: profile, password, two-factor authentication, sessions, deleting the account. */
export function SettingsPanel({ profile, twoFactorEnabled, security }: SettingsPanelProps) {
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Settings</h2>
      <ProfileSettings displayName={profile.displayName} avatarUrl={profile.avatarUrl} />
      <PasswordSettings hasPassword={security.hasPassword} />
      <TwoFactorSettings enabled={twoFactorEnabled} hasPassword={security.hasPassword} />
      <SessionsSettings sessions={security.sessions} />
      <DeleteAccount hasPassword={security.hasPassword} />
    </div>
  );
}
