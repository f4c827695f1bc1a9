import { afterEach, beforeEach } from "vitest";
import type { Auth } from "~/.server/auth/auth";
import type { DatabaseHandle } from "~/.server/db";
import { staffMembers } from "~/.server/db/schema";
import type { StaffRole } from "~/lib/admin";
import {
  browserHeaders,
  cookieFrom,
  createTestAuth,
  createVerifiedUser,
  ORIGIN,
  startTotpEnrolment,
  type TestAuth,
} from "./auth-helpers";
import { totpCode } from "./totp";

/** Shared steps of the back-office integration tests. */

const holder = globalThis as { __storeDatabase?: Promise<DatabaseHandle>; __storeAuth?: Promise<Auth> };

/**
 * Route modules reach the process database and auth (getDb, getAuth); these hooks point both at the test's
 * own database, so loaders and actions run unchanged.
 */
export function withProcessDatabase(t: { readonly handle: DatabaseHandle }) {
  let auth: TestAuth | undefined;
  beforeEach(() => {
    auth = createTestAuth(t.handle.db);
    holder.__storeDatabase = Promise.resolve(t.handle);
    holder.__storeAuth = Promise.resolve(auth);
  });
  afterEach(() => {
    holder.__storeDatabase = undefined;
    holder.__storeAuth = undefined;
  });
  return {
    get auth(): TestAuth {
      if (!auth) throw new Error("withProcessDatabase: no auth outside a test");
      return auth;
    },
  };
}

/** A verified account with the role, signed in; with `secondFactor`, through an authenticator (aal2). */
export async function createMember(options: {
  auth: TestAuth;
  db: DatabaseHandle["db"];
  email: string;
  role: StaffRole | null;
  secondFactor: boolean;
}): Promise<{ cookie: string; userId: string; email: string }> {
  const { auth, db, email, role } = options;
  const account = await createVerifiedUser(auth, db, email);
  const userId = account.user.id;
  // Enrolled first, as an invited member does before accepting (decision 203).
  const cookie = options.secondFactor ? await enrolSecondFactor(auth, account.cookie) : account.cookie;
  if (role) await db.insert(staffMembers).values({ userId, role });
  return { cookie, userId, email };
}

/** The staff member most route tests need: clerk@example.com, signed in with a code. */
export function createClerk(options: { auth: TestAuth; db: DatabaseHandle["db"] }) {
  return createMember({ ...options, email: "clerk@example.com", role: "staff", secondFactor: true });
}

/** The owner most route tests need: owner@example.com, signed in with a code. */
export function createOwner(options: { auth: TestAuth; db: DatabaseHandle["db"] }) {
  return createMember({ ...options, email: "owner@example.com", role: "owner", secondFactor: true });
}

/** Turns two-factor on for the signed-in account; answers the cookie of the session that replaces this one (aal2). */
export async function enrolSecondFactor(auth: TestAuth, cookie: string): Promise<string> {
  const secret = await startTotpEnrolment(auth, cookie);
  const confirmed = await auth.api.verifyTOTP({
    body: { code: totpCode(secret) },
    headers: browserHeaders({ cookie }),
    returnHeaders: true,
  });
  return cookieFrom(confirmed.headers);
}

/**
 * A request to the store as a browser sends it, optionally signed in, optionally posting a form (a list is a
 * field sent once per value, as ticked boxes are).
 */
export function pageRequest(
  path: string,
  options: { cookie?: string; form?: Record<string, string | string[]> } = {},
): Request {
  const headers = browserHeaders({ cookie: options.cookie });
  if (!options.form) return new Request(new URL(path, ORIGIN), { headers });
  const fields = Object.entries(options.form).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
  );
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body: new URLSearchParams(fields) });
}

export type Outcome = { status: number; location?: string | null; data?: unknown };

/** What a loader or action answered or threw: a redirect, a data() answer with its status, or plain data. */
export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location") };
  }
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const answer = value as { data: unknown; init: { status?: number } | null };
    return { status: answer.init?.status ?? 200, data: answer.data };
  }
  return { status: 200, data: value };
}

/** A route's loader or action as a browser would call it at `path`: `call(cookie, form?)` answers its outcome. */
export function routeCaller(handler: (args: never) => unknown, path: string) {
  return (cookie: string, form?: Record<string, string>) =>
    outcome(async () =>
      (handler as (args: unknown) => unknown)({
        request: pageRequest(path, { cookie, form }),
        params: {},
        context: {},
      }),
    );
}
