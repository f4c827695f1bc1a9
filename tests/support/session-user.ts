import type { SessionUser } from "~/.server/auth/session";

/** A signed-in shopper as the session helpers answer one: verified, one factor, id-derived e-mail and session. */
export function sessionShopper(id: string): SessionUser {
  return {
    id,
    email: `${id}@example.com`,
    name: "",
    emailVerified: true,
    twoFactorEnabled: false,
    sessionId: `session-${id}`,
    assurance: { current: "aal1", next: "aal1" },
  };
}
