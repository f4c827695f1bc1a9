import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createOwner } from "~/.server/admin/owners";
import { COMMAND_TOKEN_LIFETIME_MS, commandToken, storeSecret } from "~/.server/auth/command-token";
import { auditLog, staffMembers, user } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { action } from "~/routes/api.admin.owner";
import { outcome, withProcessDatabase } from "../../support/admin";
import { browserHeaders, createVerifiedUser, ORIGIN, PASSWORD } from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";

vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

async function roleOf(email: string) {
  const [row] = await t.db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(user, eq(user.id, staffMembers.userId))
    .where(eq(user.email, email));
  return row?.role ?? null;
}

describe("admin:create (createOwner)", () => {
  it("creates a verified owner whose one-time link sets the password and lets them sign in, once", async () => {
    const result = await createOwner({ db: t.db, email: " Boss@Shop.example ", origin: ORIGIN });
    expect(result).toMatchObject({ created: true, email: "boss@shop.example" });
    expect(await roleOf("boss@shop.example")).toBe("owner");
    expect(
      await t.db.select({ action: auditLog.action, subject: auditLog.subject, after: auditLog.after }).from(auditLog),
    ).toEqual([{ action: "owner.created", subject: "boss@shop.example", after: { role: "owner" } }]);

    // The link goes through Better Auth to the store's "choose a new password" page with a token.
    const landing = await app.auth.handler(new Request(result.link, { headers: browserHeaders() }));
    const next = new URL(landing.headers.get("location") ?? "", ORIGIN);
    expect(next.pathname).toBe("/auth/reset-password");
    const token = next.searchParams.get("token") ?? "";
    await app.auth.api.resetPassword({ body: { token, newPassword: PASSWORD }, headers: browserHeaders() });
    const signedIn = await app.auth.api.signInEmail({
      body: { email: "boss@shop.example", password: PASSWORD },
      headers: browserHeaders(),
    });
    expect(signedIn.user.email).toBe("boss@shop.example");
    await expect(
      app.auth.api.resetPassword({ body: { token, newPassword: "Another-Password-9" }, headers: browserHeaders() }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("promotes an existing shopper, keeping the account, and writes the audit row once", async () => {
    const shopper = await createVerifiedUser(app.auth, t.db, "ann@example.com");
    const first = await createOwner({ db: t.db, email: "ann@example.com", origin: ORIGIN });
    const again = await createOwner({ db: t.db, email: "ann@example.com", origin: ORIGIN });
    expect([first.created, again.created]).toEqual([false, false]);
    expect(await roleOf("ann@example.com")).toBe("owner");
    expect(await t.db.select({ id: user.id }).from(user)).toEqual([{ id: shopper.user.id }]);
    expect(await t.db.select({ action: auditLog.action, before: auditLog.before }).from(auditLog)).toEqual([
      { action: "owner.promoted", before: null },
    ]);
  });
});

describe("the running store's endpoint (/api/admin/owner)", () => {
  function post(options: { token?: string; fromThisMachine: boolean; email?: string }) {
    const headers = new Headers();
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    const request = new Request(`${ORIGIN}/api/admin/owner`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ email: options.email ?? "boss@shop.example" }),
    });
    return outcome(async () => {
      const response = (await action({
        request,
        params: {},
        context: { fromThisMachine: options.fromThisMachine },
      } as never)) as Response;
      return { status: response.status, body: await response.json() };
    });
  }

  it("answers only a loopback connection carrying the store's token; anyone else gets 404 and nothing changes", async () => {
    const env = getEnv();
    const token = commandToken(storeSecret(env), "admin:create");
    expect((await post({ fromThisMachine: true })).status).toBe(404);
    expect((await post({ fromThisMachine: true, token: "forged" })).status).toBe(404);
    expect((await post({ fromThisMachine: false, token })).status).toBe(404);
    // A token past its lifetime (decision 202).
    const expired = commandToken(storeSecret(env), "admin:create", Date.now() - COMMAND_TOKEN_LIFETIME_MS - 1);
    expect((await post({ fromThisMachine: true, token: expired })).status).toBe(404);
    expect(await roleOf("boss@shop.example")).toBeNull();

    expect((await post({ fromThisMachine: true, token, email: "not an address" })).data).toEqual({
      status: 400,
      body: { error: "Please enter a valid email address" },
    });
    const answered = await post({ fromThisMachine: true, token });
    expect(answered.data).toMatchObject({ status: 200, body: { created: true, email: "boss@shop.example" } });
    expect(await roleOf("boss@shop.example")).toBe("owner");
  });
});
