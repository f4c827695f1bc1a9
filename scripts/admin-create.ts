import { parseArgs } from "node:util";
import { type CreateOwnerResult, createOwner } from "~/.server/admin/owners";
import { commandToken, storeSecret } from "~/.server/auth/command-token";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { getEnv } from "~/.server/env";
import { storeAddress } from "./store-address";

/**
 * `npm run admin:create -- --email you@shop.example [--url http://localhost:3000]`: makes (or promotes) the
 * store's owner and prints a one-time link to choose a password (decision 141). A running store does it
 * itself through a loopback-only endpoint, since PGlite allows one connection; a stopped one is opened here.
 */
const { values } = parseArgs({ options: { email: { type: "string" }, url: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run admin:create -- --email you@shop.example");
  process.exit(1);
}
const email = values.email;
const env = getEnv();

/** Asks the running store; undefined when nothing listens there. */
async function throughRunningStore(): Promise<CreateOwnerResult | undefined> {
  const secret = storeSecret(env);
  let response: Response;
  try {
    response = await fetch(new URL("/api/admin/owner", storeAddress(env, values.url)), {
      method: "POST",
      headers: { authorization: `Bearer ${commandToken(secret, "admin:create")}` },
      body: new URLSearchParams({ email }),
    });
  } catch {
    return undefined;
  }
  const body = (await response.json().catch(() => ({}))) as Partial<CreateOwnerResult> & { error?: string };
  if (!response.ok || !body.link) {
    const reason =
      body.error ?? `the store answered ${response.status} (is it this store, with the same DATA_DIR and secret?)`;
    console.error(`Could not create the owner: ${reason}`);
    process.exit(1);
  }
  return body as CreateOwnerResult;
}

async function directly(): Promise<CreateOwnerResult> {
  const handle = await getDatabaseHandle();
  await handle.migrate();
  try {
    return await createOwner({ db: handle.db, email, origin: new URL(env.PUBLIC_URL).origin });
  } finally {
    await closeDatabase();
  }
}

const result = (await throughRunningStore()) ?? (await directly());
console.log(result.created ? `Created the owner account ${result.email}.` : `${result.email} is now an owner.`);
console.log("One-time sign-in link (choose your password; it works once, for one hour):");
console.log(`  ${result.link}`);
console.log("Then sign in, and turn on two-factor authentication straight away when the back office (/admin) asks:");
console.log("until you do, the password alone guards the back office.");
