import { and, asc, desc, eq, ne } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { addresses, user } from "~/.server/db/schema";
import { type AddressFields, MAX_SAVED_ADDRESSES, type SavedAddress, sameAddress } from "~/lib/address-book";

/**
 * The address book (docs/product.md#account). Every function takes the user id the caller read from the session
 * and matches rows by it too, so a shopper can only ever read or change their own addresses: someone else's id
 * reads as not found.
 */

const savedAddressColumns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  phone: addresses.phone,
  address: addresses.address,
  city: addresses.city,
  state: addresses.state,
  zipCode: addresses.zipCode,
  country: addresses.country,
  isDefault: addresses.isDefault,
};

function toSavedAddress(row: Omit<SavedAddress, "country"> & { country: string }): SavedAddress {
  // The schema accepts only US addresses; anything else stored would be a bug upstream.
  return { ...row, country: "US" };
}

function owned(userId: string, addressId: string) {
  return and(eq(addresses.userId, userId), eq(addresses.id, addressId));
}

/**
 * Runs one change of a shopper's address book with their user row locked, so that two requests at once cannot
 * both pass the size limit or leave two defaults. Answers null for a user that no longer exists.
 */
async function withAddressBook<T>(
  options: { userId: string; db?: Database },
  change: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, options.userId)).for("update");
    return owner ? change(tx) : null;
  });
}

/** The default first, then the others in the order they were added. */
export async function listAddresses(options: { userId: string; db?: Database }): Promise<SavedAddress[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select(savedAddressColumns)
    .from(addresses)
    .where(eq(addresses.userId, options.userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toSavedAddress);
}

/** The address checkout starts with, if the shopper has one. */
export async function getDefaultAddress(options: { userId: string; db?: Database }): Promise<SavedAddress | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select(savedAddressColumns)
    .from(addresses)
    .where(and(eq(addresses.userId, options.userId), eq(addresses.isDefault, true)));
  return row ? toSavedAddress(row) : null;
}

export type AddAddressResult = { ok: true; address: SavedAddress } | { ok: false; reason: "full" | "no-user" };

async function insertAddress(
  tx: Transaction,
  options: { userId: string; address: AddressFields; makeDefault: boolean },
): Promise<AddAddressResult> {
  const saved = await tx
    .select({ isDefault: addresses.isDefault })
    .from(addresses)
    .where(eq(addresses.userId, options.userId));
  if (saved.length >= MAX_SAVED_ADDRESSES) return { ok: false, reason: "full" };
  // The first address is the default: checkout always has one to start with once any is saved.
  const isDefault = options.makeDefault || saved.length === 0;
  if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, options.userId));
  const inserted = await tx
    .insert(addresses)
    .values({ ...options.address, userId: options.userId, isDefault })
    .returning(savedAddressColumns);
  return { ok: true, address: toSavedAddress(inserted[0] as (typeof inserted)[number]) };
}

/** Adds an address; `makeDefault` makes it the one checkout starts with. */
export async function addAddress(options: {
  userId: string;
  address: AddressFields;
  makeDefault?: boolean;
  db?: Database;
}): Promise<AddAddressResult> {
  const result = await withAddressBook(options, (tx) =>
    insertAddress(tx, { ...options, makeDefault: options.makeDefault ?? false }),
  );
  return result ?? { ok: false, reason: "no-user" };
}

/**
 * Keeps the address a shopper checked out with, unless the book already has it (then that one is answered).
 * A full book is left as it is.
 */
export async function rememberAddress(options: {
  userId: string;
  address: AddressFields;
  db?: Database;
}): Promise<AddAddressResult> {
  const result = await withAddressBook(options, async (tx) => {
    const rows = await tx.select(savedAddressColumns).from(addresses).where(eq(addresses.userId, options.userId));
    const known = rows.map(toSavedAddress).find((saved) => sameAddress(saved, options.address));
    if (known) return { ok: true, address: known } as const;
    return insertAddress(tx, { ...options, makeDefault: false });
  });
  return result ?? { ok: false, reason: "no-user" };
}

/** Changes one of the shopper's addresses; null when it is not theirs (or no longer exists). */
export async function updateAddress(options: {
  userId: string;
  addressId: string;
  address: AddressFields;
  db?: Database;
}): Promise<SavedAddress | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .update(addresses)
    .set(options.address)
    .where(owned(options.userId, options.addressId))
    .returning(savedAddressColumns);
  return row ? toSavedAddress(row) : null;
}

/** Makes one of the shopper's addresses the default; false when it is not theirs. */
export async function setDefaultAddress(options: { userId: string; addressId: string; db?: Database }) {
  const { userId, addressId } = options;
  const result = await withAddressBook(options, async (tx) => {
    const [target] = await tx.select({ id: addresses.id }).from(addresses).where(owned(userId, addressId));
    if (!target) return false;
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
    await tx.update(addresses).set({ isDefault: true }).where(owned(userId, addressId));
    return true;
  });
  return result ?? false;
}

/**
 * Deletes one of the shopper's addresses; false when it is not theirs. Deleting the default makes the
 * oldest remaining address the default, so a book with addresses always has one.
 */
export async function deleteAddress(options: { userId: string; addressId: string; db?: Database }) {
  const { userId, addressId } = options;
  const result = await withAddressBook(options, async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(owned(userId, addressId))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
  return result ?? false;
}
