import { and, desc, eq } from "drizzle-orm";
import { createAuth } from "~/.server/auth/auth";
import { CLIENT_IP_HEADER } from "~/.server/auth/request";
import { readSession, type SessionUser } from "~/.server/auth/session";
import type { Database } from "~/.server/db";
import { outboxMessages } from "~/.server/db/schema";
import { parseEnv } from "~/.server/env";
import { emailMessageSchema } from "~/.server/mail/message";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";

/** Shared steps of the account integration tests. */

export const ORIGIN = "http://localhost:3000";
export const PASSWORD = "Protein-Shaker-42";

export function createTestAuth(
  db: Database,
  options: { rateLimitStore?: RateLimitStore; env?: Record<string, string> } = {},
) {
  const env = parseEnv({ PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent", ...options.env });
  return createAuth({ db, env, rateLimitStore: options.rateLimitStore ?? createDatabaseRateLimitStore(db) });
}

export type TestAuth = ReturnType<typeof createTestAuth>;

/** What a browser on this site sends: its origin, optionally a cookie, and the address the server saw. */
export function browserHeaders(options: { cookie?: string; ip?: string } = {}): Headers {
  const headers = new Headers({
    host: "localhost:3000",
    origin: ORIGIN,
    "user-agent": "Mozilla/5.0 (X11; Linux) Chrome/140",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.ip) headers.set(CLIENT_IP_HEADER, options.ip);
  return headers;
}

/** The cookies a response sets, as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The e-mails queued for an address, newest first. */
export async function mailsTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.topic, "email")))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return rows.map((row) => emailMessageSchema.parse(row.payload)).filter((mail) => mail.to === to);
}

export function firstLink(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** Signs up and follows the verification link, as a shopper does; returns the signed-in session. */
export async function createVerifiedUser(
  auth: TestAuth,
  db: Database,
  email: string,
): Promise<{ cookie: string; user: SessionUser }> {
  await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "" }, headers: browserHeaders() });
  const [mail] = await mailsTo(db, email);
  const response = await auth.handler(new Request(firstLink(mail?.text ?? ""), { headers: browserHeaders() }));
  const cookie = cookieFrom(response.headers);
  const user = await readSession({ auth, headers: browserHeaders({ cookie }) });
  if (!user) throw new Error("verification did not sign in");
  return { cookie, user };
}

/** Turns two-factor on for a signed-in shopper up to the code; returns the authenticator's key. */
export async function startTotpEnrolment(auth: TestAuth, cookie: string): Promise<string> {
  const enrolment = await auth.api.enableTwoFactor({
    body: { password: PASSWORD },
    headers: browserHeaders({ cookie }),
  });
  if (enrolment.method !== "totp") throw new Error("expected an authenticator enrolment");
  return new URL(enrolment.totpURI).searchParams.get("secret") ?? "";
}
