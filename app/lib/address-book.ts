import type { CustomerField } from "./checkout-fields";

/** The address book (docs/product.md#account): checkout's shipping fields, kept per shopper. */

export type AddressFields = {
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: "US";
};

export type SavedAddress = AddressFields & { id: string; isDefault: boolean };

/** The form fields of an address, in checkout's order and with its labels. */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
] as const satisfies readonly CustomerField[];

/** Enough for a shopper; keeps one account from filling the table. */
export const MAX_SAVED_ADDRESSES = 20;

/** Toasts and messages of docs/product.md#account, word for word. */
export const ADDRESS_MESSAGES = {
  saved: { title: "Address saved", description: "Your address book has been updated." },
  deleted: { title: "Address deleted", description: "The address was removed from your address book." },
  defaultChanged: { title: "Default address updated", description: "Checkout will start with this address." },
  full: `Your address book is full (${MAX_SAVED_ADDRESSES} addresses). Delete one to add another.`,
  notFound: "That address is not in your address book.",
} as const;

/** What checkout's fields start with for a saved address. */
export function addressFormValues(address: AddressFields): Partial<Record<CustomerField, string>> {
  const { country: _country, phone, ...rest } = address;
  return { ...rest, phone: phone ?? "" };
}

/** Two addresses are the same place for the same person when their fields match, ignoring case and spaces. */
export function sameAddress(a: AddressFields, b: AddressFields): boolean {
  const norm = (value: string | null) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return ADDRESS_FIELDS.every((field) => norm(a[field]) === norm(b[field]));
}
