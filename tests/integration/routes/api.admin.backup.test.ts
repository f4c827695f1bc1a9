import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMMAND_TOKEN_LIFETIME_MS, commandToken, storeSecret } from "~/.server/auth/command-token";
import { getEnv } from "~/.server/env";
import { action } from "~/routes/api.admin.backup";
import { withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
withProcessDatabase(t);

async function post(options: { token?: string; fromThisMachine: boolean }) {
  const headers = new Headers();
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const request = new Request("http://localhost:3000/api/admin/backup", { method: "POST", headers });
  try {
    return (await action({
      request,
      params: {},
      context: { fromThisMachine: options.fromThisMachine },
    } as never)) as Response;
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 } as Response;
  }
}

describe("the running store's backup endpoint (/api/admin/backup)", () => {
  it("answers only a loopback connection carrying the db:backup token; anyone else gets 404", async () => {
    const secret = storeSecret(getEnv());
    expect((await post({ fromThisMachine: true })).status).toBe(404);
    expect((await post({ fromThisMachine: true, token: commandToken(secret, "admin:create") })).status).toBe(404);
    expect((await post({ fromThisMachine: false, token: commandToken(secret, "db:backup") })).status).toBe(404);
    // A token past its lifetime (decision 202).
    const expired = commandToken(secret, "db:backup", Date.now() - COMMAND_TOKEN_LIFETIME_MS - 1);
    expect((await post({ fromThisMachine: true, token: expired })).status).toBe(404);

    const answered = await post({ fromThisMachine: true, token: commandToken(secret, "db:backup") });
    if (t.handle.kind === "postgres") {
      expect(answered.status).toBe(409);
      expect(await answered.json()).toEqual({ error: "This store runs on PostgreSQL: back it up with pg_dump." });
      return;
    }
    expect(answered.status).toBe(200);
    expect(answered.headers.get("Content-Type")).toBe("application/gzip");
    // A tar inside: its first header names a file of the data directory, and "ustar" sits at offset 257.
    const tar = gunzipSync(Buffer.from(await answered.arrayBuffer()));
    expect(tar.subarray(257, 262).toString()).toBe("ustar");
  });
});
