import { redirect } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addAddress, listAddresses } from "~/.server/addresses/address-book";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db";
import { user } from "~/.server/db/schema";
import type { AddressFields } from "~/lib/address-book";
import { handleAccountForm } from "~/routes/account/settings.server";
import { withTestDatabase } from "../../../support/database";
import { sessionShopper } from "../../../support/session-user";

// The action reads the session and the database through these; the tests give it theirs.
vi.mock("~/.server/auth/session", () => ({ requireUser: vi.fn() }));
vi.mock("~/.server/db", async (original) => ({ ...(await original<typeof import("~/.server/db")>()), getDb: vi.fn() }));

const t = withTestDatabase();

const HOME: AddressFields = {
  firstName: "Ann",
  lastName: "Lee",
  phone: null,
  address: "1 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  country: "US",
};

beforeEach(async () => {
  vi.mocked(getDb).mockResolvedValue(t.db);
  await t.db.insert(user).values(["ann", "ben"].map((id) => ({ id, email: `${id}@example.com`, name: "" })));
});

function signedInAs(id: string | null) {
  vi.mocked(requireUser).mockImplementation(async () => {
    if (!id) throw redirect("/auth?redirectTo=%2Faccount");
    return sessionShopper(id);
  });
}

type Answer = { data: { intent: string; done?: boolean; error?: string; fieldErrors?: Record<string, string> } };

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/account?tab=addresses", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "http://localhost:3000" },
  });
  const answer = (await handleAccountForm({ request })) as unknown as Answer & { init?: { status?: number } };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const form = { firstName: "Ann", lastName: "Lee", address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701" };

describe("the account's address-book forms", () => {
  it("need a session, and save for the session's shopper whatever the form names", async () => {
    signedInAs(null);
    await expect(post({ intent: "save-address", ...form })).rejects.toBeInstanceOf(Response);

    signedInAs("ann");
    expect(await post({ intent: "save-address", ...form, userId: "ben" })).toMatchObject({ status: 200, done: true });
    expect(await listAddresses({ userId: "ben", db: t.db })).toEqual([]);
    expect(await listAddresses({ userId: "ann", db: t.db })).toMatchObject([{ address: "1 Main St", isDefault: true }]);
  });

  it("check the address with checkout's rules: a 400 naming the field", async () => {
    signedInAs("ann");
    const answer = await post({ intent: "save-address", ...form, zipCode: " " });
    expect(answer).toMatchObject({ status: 400, fieldErrors: { zipCode: "ZIP Code is required" } });
  });

  it("answer 404 for another shopper's address, and leave it alone", async () => {
    const added = await addAddress({ userId: "ben", address: HOME, db: t.db });
    if (!added.ok) throw new Error("adding failed");
    const addressId = added.address.id;
    signedInAs("ann");
    for (const intent of ["delete-address", "default-address"]) {
      expect(await post({ intent, addressId })).toMatchObject({ status: 404 });
    }
    expect(await post({ intent: "save-address", addressId, ...form, city: "Nowhere" })).toMatchObject({ status: 404 });
    expect(await post({ intent: "delete-address", addressId: "not-an-id" })).toMatchObject({ status: 404 });
    expect(await listAddresses({ userId: "ben", db: t.db })).toEqual([added.address]);
  });
});
