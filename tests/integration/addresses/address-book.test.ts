import { beforeEach, describe, expect, it } from "vitest";
import {
  addAddress,
  deleteAddress,
  getDefaultAddress,
  listAddresses,
  rememberAddress,
  setDefaultAddress,
  updateAddress,
} from "~/.server/addresses/address-book";
import { user } from "~/.server/db/schema";
import { type AddressFields, MAX_SAVED_ADDRESSES, type SavedAddress } from "~/lib/address-book";
import { withTestDatabase } from "../../support/database";

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
const WORK: AddressFields = { ...HOME, phone: "512-555-0100", address: "200 Congress Ave", zipCode: "78702" };

beforeEach(async () => {
  await t.db.insert(user).values(["ann", "ben"].map((id) => ({ id, email: `${id}@example.com`, name: "" })));
});

async function add(userId: string, address: AddressFields, makeDefault = false): Promise<SavedAddress> {
  const result = await addAddress({ userId, address, makeDefault, db: t.db });
  if (!result.ok) throw new Error(`adding failed: ${result.reason}`);
  return result.address;
}

describe("the address book", () => {
  it("makes the first address the default and lists the default first", async () => {
    const home = await add("ann", HOME);
    const work = await add("ann", WORK);
    expect(home.isDefault).toBe(true);
    expect(work.isDefault).toBe(false);
    expect(await getDefaultAddress({ userId: "ann", db: t.db })).toEqual(home);

    expect(await setDefaultAddress({ userId: "ann", addressId: work.id, db: t.db })).toBe(true);
    const listed = await listAddresses({ userId: "ann", db: t.db });
    expect(listed.map((a) => [a.address, a.isDefault])).toEqual([
      ["200 Congress Ave", true],
      ["1 Main St", false],
    ]);
    expect((await getDefaultAddress({ userId: "ann", db: t.db }))?.id).toBe(work.id);
  });

  it("adds a new default in place of the old one", async () => {
    await add("ann", HOME);
    const work = await add("ann", WORK, true);
    const listed = await listAddresses({ userId: "ann", db: t.db });
    expect(listed.filter((a) => a.isDefault).map((a) => a.id)).toEqual([work.id]);
  });

  it("edits an address and keeps whether it is the default", async () => {
    const home = await add("ann", HOME);
    const edited = await updateAddress({
      userId: "ann",
      addressId: home.id,
      address: { ...HOME, city: "Dallas" },
      db: t.db,
    });
    expect(edited).toMatchObject({ id: home.id, city: "Dallas", isDefault: true });
  });

  it("hands the default to the oldest remaining address when the default is deleted", async () => {
    const home = await add("ann", HOME);
    const work = await add("ann", WORK);
    const third = await add("ann", { ...WORK, address: "3 Elm St" });
    expect(await deleteAddress({ userId: "ann", addressId: home.id, db: t.db })).toBe(true);
    expect((await getDefaultAddress({ userId: "ann", db: t.db }))?.id).toBe(work.id);
    expect(await deleteAddress({ userId: "ann", addressId: third.id, db: t.db })).toBe(true);
    expect((await listAddresses({ userId: "ann", db: t.db })).map((a) => a.id)).toEqual([work.id]);
  });

  it("refuses more than the limit", async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await add("ann", { ...HOME, address: `${i} Main St` });
    expect(await addAddress({ userId: "ann", address: WORK, db: t.db })).toEqual({ ok: false, reason: "full" });
  });

  it("remembers a checkout address once, whatever its spacing and case", async () => {
    const first = await rememberAddress({ userId: "ann", address: HOME, db: t.db });
    const again = await rememberAddress({
      userId: "ann",
      address: { ...HOME, address: " 1  main st ", city: "AUSTIN" },
      db: t.db,
    });
    expect(first.ok && again.ok && again.address.id === first.address.id).toBe(true);
    expect(await listAddresses({ userId: "ann", db: t.db })).toHaveLength(1);
  });
});

describe("one shopper's addresses are theirs alone", () => {
  it("cannot be read, edited, made default or deleted by another shopper", async () => {
    const annsHome = await add("ann", HOME);
    const bensHome = await add("ben", { ...HOME, firstName: "Ben" });

    expect(await listAddresses({ userId: "ben", db: t.db })).toEqual([bensHome]);
    expect(await getDefaultAddress({ userId: "ben", db: t.db })).toEqual(bensHome);
    const other = { userId: "ben", addressId: annsHome.id, db: t.db };
    expect(await updateAddress({ ...other, address: { ...HOME, city: "Nowhere" } })).toBeNull();
    expect(await setDefaultAddress(other)).toBe(false);
    expect(await deleteAddress(other)).toBe(false);

    // Ann's address is untouched, and Ben's default is still his own.
    expect(await listAddresses({ userId: "ann", db: t.db })).toEqual([annsHome]);
    expect(await getDefaultAddress({ userId: "ben", db: t.db })).toEqual(bensHome);
  });

  it("answers not found for an address id that does not exist, and for a user that does not", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await deleteAddress({ userId: "ann", addressId: missing, db: t.db })).toBe(false);
    expect(await addAddress({ userId: "nobody", address: HOME, db: t.db })).toEqual({ ok: false, reason: "no-user" });
  });
});
