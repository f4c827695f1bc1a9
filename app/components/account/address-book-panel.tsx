import { MapPinIcon, PlusIcon } from "lucide-react";
import { Suspense, useState } from "react";
import { Await } from "react-router";
import { Button } from "~/components/ui/button";
import type { SavedAddress } from "~/lib/address-book";
import { AccountPanel } from "./account-panel";
import { AddressForm } from "./address-form";
import { Loading } from "./loading";
import { useAddressFetcher } from "./use-address-fetcher";

/** 'Addresses (count)': the address book; its default is where checkout starts. */
export function AddressBookPanel({ addresses }: { addresses: Promise<SavedAddress[]> }) {
  return (
    <Suspense fallback={<Loading label="Loading addresses..." />}>
      <Await
        resolve={addresses}
        errorElement={<p role="alert">Failed to load your addresses. Please reload the page.</p>}
      >
        {(saved) => <AddressBook addresses={saved} />}
      </Await>
    </Suspense>
  );
}

function AddressBook({ addresses }: { addresses: SavedAddress[] }) {
  // Which form is open: a new address, or the id of the address being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);
  // The cards' buttons share one request held here: a deleted card is gone before its answer's toast.
  const fetcher = useAddressFetcher();
  return (
    <AccountPanel title={`Addresses (${addresses.length})`}>
      <p className="text-sm text-muted-foreground">Checkout starts with your default address.</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="md:col-span-2">
              <AddressForm address={address} offerDefault={false} onClose={close} />
            </li>
          ) : (
            <AddressCard key={address.id} address={address} fetcher={fetcher} onEdit={() => setEditing(address.id)} />
          ),
        )}
      </ul>
      <div className="mt-4">
        {editing === "new" ? (
          <AddressForm offerDefault={addresses.length > 0} onClose={close} />
        ) : (
          <Button variant="outline" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden className="size-4" />
            Add address
          </Button>
        )}
      </div>
    </AccountPanel>
  );
}

type AddressCardProps = {
  address: SavedAddress;
  fetcher: ReturnType<typeof useAddressFetcher>;
  onEdit: () => void;
};

function AddressCard({ address, fetcher, onEdit }: AddressCardProps) {
  const busy = fetcher.state !== "idle";
  const action = (intent: "delete-address" | "default-address", label: string) => (
    <fetcher.Form method="post" action="/account?tab=addresses">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={address.id} />
      <Button type="submit" variant="ghost" size="sm" disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <MapPinIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
            {address.firstName} {address.lastName}
            {address.isDefault && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                Default
              </span>
            )}
          </p>
          <p>{address.address}</p>
          <p>
            {address.city}, {address.state} {address.zipCode}
          </p>
          {address.phone && <p className="text-muted-foreground">{address.phone}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit
        </Button>
        {!address.isDefault && action("default-address", "Make default")}
        {action("delete-address", "Delete")}
      </div>
    </li>
  );
}
