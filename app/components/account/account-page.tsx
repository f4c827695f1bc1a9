import { HeartIcon, MapPinIcon, PackageIcon, RepeatIcon, SettingsIcon } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Await, useActionData, useNavigation } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger, useTabParam } from "~/components/auth/tabs";
import { refreshSession } from "~/hooks/use-session";
import { toast } from "~/hooks/use-toast";
import type { SavedAddress } from "~/lib/address-book";
import type { AccountSession } from "~/lib/auth";
import { type AccountActionData, type AccountIntent, parseAccountTab } from "~/lib/auth";
import type { TrackedOrder } from "~/lib/order-details";
import type { ProductCardData } from "~/lib/product";
import type { Subscription } from "~/lib/subscriptions";
import { AccountHeader } from "./account-header";
import { AddressBookPanel } from "./address-book-panel";
import { FavoritesPanel } from "./favorites-panel";
import { Loading } from "./loading";
import { OrdersPanel } from "./orders-panel";
import { SettingsPanel } from "./settings-panel";
import { SubscriptionsPanel } from "./subscriptions-panel";

export type AccountData = {
  user: { email: string; twoFactorEnabled: boolean };
  profile: { displayName: string | null; avatarUrl: string | null };
  orders: TrackedOrder[];
  security: { sessions: AccountSession[]; hasPassword: boolean };
};

const DONE_TOASTS: Partial<Record<AccountIntent, { title: string; description: string }>> = {
  "update-profile": { title: "Profile updated", description: "Your profile has been saved." },
  "change-password": { title: "Password changed", description: "Your other devices were signed out." },
  "confirm-two-factor": { title: "Two-factor authentication is on", description: "Sign-ins now ask for a code." },
  "disable-two-factor": {
    title: "Two-factor authentication is off",
    description: "Sign-ins no longer ask for a code.",
  },
  "sign-out-others": { title: "Signed out other devices", description: "Only this device stays signed in." },
};

function useAccountToasts() {
  const result = useActionData() as AccountActionData | undefined;
  useEffect(() => {
    const done = result?.done ? DONE_TOASTS[result.intent] : undefined;
    if (done) toast(done);
  }, [result]);

  // Deleting answers with a redirect home; the header must forget the session too.
  const navigation = useNavigation();
  const deleted = navigation.state === "loading" && navigation.formData?.get("intent") === "delete-account";
  useEffect(() => {
    if (!deleted) return;
    toast({ title: "Account deleted", description: "Your account and its data were deleted." });
    void refreshSession();
  }, [deleted]);
}

/**
 * /account: who is signed in, then My Favorites, Orders, Subscriptions, Addresses and Settings (?tab= chooses,
 * docs/product.md#account).
 */
export function AccountPage({
  account,
  favorites,
  addresses,
  subscriptions,
  cadences,
  replacesCard,
}: {
  account: Promise<AccountData>;
  favorites: Promise<ProductCardData[]>;
  addresses: Promise<SavedAddress[]>;
  subscriptions: Promise<Subscription[]>;
  /** The cadences offered, in weeks. */
  cadences: Promise<number[]>;
  /** Whether the payment provider can save a new card for a subscription. */
  replacesCard: boolean;
}) {
  const [tab, selectTab] = useTabParam(parseAccountTab);
  useAccountToasts();
  return (
    <div className="container-page py-8 md:py-12">
      <Suspense fallback={<Loading label="Loading account information..." />}>
        <Await resolve={account} errorElement={<AccountError />}>
          {(data) => (
            <>
              <AccountHeader
                email={data.user.email}
                displayName={data.profile.displayName}
                avatarUrl={data.profile.avatarUrl}
              />
              <Tabs value={tab} onValueChange={selectTab} className="mt-8">
                {/* Five tabs do not fit one row on a phone: they wrap rather than widen the page. */}
                <TabsList className="max-w-3xl flex-wrap max-sm:[&_svg]:hidden">
                  <TabsTrigger value="favorites">
                    <HeartIcon aria-hidden /> My Favorites
                  </TabsTrigger>
                  <TabsTrigger value="orders">
                    <PackageIcon aria-hidden /> Orders
                  </TabsTrigger>
                  <TabsTrigger value="subscriptions">
                    <RepeatIcon aria-hidden /> Subscriptions
                  </TabsTrigger>
                  <TabsTrigger value="addresses">
                    <MapPinIcon aria-hidden /> Addresses
                  </TabsTrigger>
                  <TabsTrigger value="settings">
                    <SettingsIcon aria-hidden /> Settings
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="favorites">
                  <FavoritesPanel favorites={favorites} />
                </TabsContent>
                <TabsContent value="orders">
                  <OrdersPanel orders={data.orders} />
                </TabsContent>
                <TabsContent value="subscriptions">
                  <SubscriptionsPanel
                    subscriptions={subscriptions}
                    cadences={cadences}
                    addresses={addresses}
                    replacesCard={replacesCard}
                  />
                </TabsContent>
                <TabsContent value="addresses">
                  <AddressBookPanel addresses={addresses} />
                </TabsContent>
                <TabsContent value="settings">
                  <SettingsPanel
                    profile={data.profile}
                    twoFactorEnabled={data.user.twoFactorEnabled}
                    security={data.security}
                  />
                </TabsContent>
              </Tabs>
            </>
          )}
        </Await>
      </Suspense>
    </div>
  );
}

function AccountError() {
  return (
    <div role="alert" className="py-16 text-center">
      <h1 className="font-display text-2xl font-bold">Error</h1>
      <p className="mt-2 text-muted-foreground">Failed to load your account. Please reload the page.</p>
    </div>
  );
}
