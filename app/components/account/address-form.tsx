import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { ADDRESS_FIELDS, addressFormValues, type SavedAddress } from "~/lib/address-book";
import { addressSchema } from "~/lib/address-book.schema";
import { CUSTOMER_FIELD_LABELS } from "~/lib/checkout-fields";
import { useAddressFetcher } from "./use-address-fetcher";

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  firstName: "given-name",
  lastName: "family-name",
  phone: "tel",
  address: "street-address",
  city: "address-level2",
  state: "address-level1",
  zipCode: "postal-code",
};

type AddressFormProps = {
  /** The address being edited; none adds a new one. */
  address?: SavedAddress;
  /** Offer 'Make this my default address' (a first address is the default anyway). */
  offerDefault: boolean;
  onClose: () => void;
};

/** Adding or editing one address, checked with checkout's own rules in the browser and again on the server. */
export function AddressForm({ address, offerDefault, onClose }: AddressFormProps) {
  const fetcher = useAddressFetcher(onClose);
  const { errors, onSubmit, onChange } = useCheckedForm(addressSchema, fetcher.data?.fieldErrors);
  const values = address ? addressFormValues(address) : {};
  const busy = fetcher.state !== "idle";
  const title = address ? "Edit address" : "New address";
  return (
    <fetcher.Form
      method="post"
      action="/account?tab=addresses"
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-4 rounded-lg border border-border bg-background p-5 shadow-sm"
    >
      <h3 className="text-lg font-bold">{title}</h3>
      <input type="hidden" name="intent" value="save-address" />
      {address && <input type="hidden" name="addressId" value={address.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((name) => (
          <FormField
            key={name}
            markRequired
            name={name}
            label={CUSTOMER_FIELD_LABELS[name]}
            type={name === "phone" ? "tel" : "text"}
            autoComplete={AUTOCOMPLETE[name]}
            required={name !== "phone"}
            defaultValue={values[name]}
            error={errors[name]}
            className={name === "address" ? "sm:col-span-2" : undefined}
          />
        ))}
      </div>
      {!address && offerDefault && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="makeDefault" className="size-4 accent-brand" />
          Make this my default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="ink" disabled={busy} aria-busy={busy}>
          {busy ? "Saving..." : "Save address"}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
