import QRCode from "qrcode";
import type { AccountActionData, AccountSession } from "~/lib/auth";
import type { Auth } from "./auth";
import { describeDevice } from "./device";
import type { SessionUser } from "./session";

/** What the account's Settings tab shows: the sessions, whether there is a password, a two-factor enrolment. */

export type SecurityOverview = { sessions: AccountSession[]; hasPassword: boolean };

/** The signed-in user's own sessions (never their tokens) and whether the account has a password. */
export async function loadSecurityOverview(options: {
  auth: Auth;
  headers: Headers;
  user: SessionUser;
}): Promise<SecurityOverview> {
  const { auth, headers, user } = options;
  const [sessions, accounts] = await Promise.all([
    auth.api.listSessions({ headers }),
    auth.api.listUserAccounts({ headers }),
  ]);
  return {
    sessions: sessions
      .map((session) => ({
        id: session.id,
        current: session.id === user.sessionId,
        device: describeDevice(session.userAgent),
        ipAddress: session.ipAddress || null,
        signedInAt: session.createdAt.toISOString(),
        lastActiveAt: session.updatedAt.toISOString(),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt)),
    hasPassword: accounts.some((account) => account.providerId === "credential"),
  };
}

/** The QR code an authenticator app scans, as an SVG data URL, and the key to type in instead. */
export async function createTwoFactorEnrolment(options: {
  totpURI: string;
  backupCodes: string[];
}): Promise<NonNullable<AccountActionData["enrolment"]>> {
  const { totpURI, backupCodes } = options;
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes,
  };
}
