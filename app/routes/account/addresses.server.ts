import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from "~/.server/addresses/address-book";
import type { SessionUser } from "~/.server/auth/session";
import { ADDRESS_MESSAGES } from "~/lib/address-book";
import { addressIdSchema, addressSchema } from "~/lib/address-book.schema";
import type { AccountActionData } from "~/lib/auth";
import { fieldErrors, formFields } from "~/lib/forms";
import { formResult } from "../auth/form-result.server";

/** The address book's forms on /account: save (add or edit), delete, make default. Always the session's user. */

export const ADDRESS_INTENTS = ["save-address", "delete-address", "default-address"] as const;
type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export function isAddressIntent(value: unknown): value is AddressIntent {
  return ADDRESS_INTENTS.includes(value as AddressIntent);
}

const notFound = (intent: AddressIntent) =>
  formResult<AccountActionData>({ intent, error: ADDRESS_MESSAGES.notFound }, { status: 404 });

async function saveAddress(form: FormData, user: SessionUser) {
  const intent = "save-address";
  const fields = formFields(form, ["firstName", "lastName", "phone", "address", "city", "state", "zipCode"]);
  const parsed = addressSchema.safeParse(fields);
  if (!parsed.success) {
    return formResult<AccountActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const addressId = form.get("addressId");
  if (addressId) {
    const id = addressIdSchema.safeParse(addressId);
    const updated = id.success && (await updateAddress({ userId: user.id, addressId: id.data, address: parsed.data }));
    return updated ? formResult<AccountActionData>({ intent, done: true }) : notFound(intent);
  }
  const makeDefault = form.get("makeDefault") === "on";
  const added = await addAddress({ userId: user.id, address: parsed.data, makeDefault });
  if (!added.ok) return formResult<AccountActionData>({ intent, error: ADDRESS_MESSAGES.full }, { status: 409 });
  return formResult<AccountActionData>({ intent, done: true });
}

/** Answers one of the address book's forms for the signed-in shopper. */
export async function handleAddressForm({
  intent,
  form,
  user,
}: {
  intent: AddressIntent;
  form: FormData;
  user: SessionUser;
}) {
  if (intent === "save-address") return saveAddress(form, user);
  const id = addressIdSchema.safeParse(form.get("addressId"));
  if (!id.success) return notFound(intent);
  const options = { userId: user.id, addressId: id.data };
  const changed = intent === "delete-address" ? await deleteAddress(options) : await setDefaultAddress(options);
  return changed ? formResult<AccountActionData>({ intent, done: true }) : notFound(intent);
}
