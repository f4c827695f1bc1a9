import type { FieldErrors } from "./forms";
import { FREE_SHIPPING_THRESHOLD_CENTS, STANDARD_SHIPPING_CENTS } from "./money";
import { DEFAULT_SUBSCRIPTION_SETTINGS, type SubscriptionSettings } from "./subscriptions";

/** Settings the owner changes in the back office; the defaults are the store's rules as built. */

export const REVIEW_MODERATION_MODES = ["publish", "hold"] as const;
export type ReviewModeration = (typeof REVIEW_MODERATION_MODES)[number];

export const REVIEW_MODERATION_LABELS: Record<ReviewModeration, string> = {
  publish: "Publish new reviews at once",
  hold: "Hold new reviews until approved",
};

/** What delivery costs: standard shipping, the subtotal from which it is free, and local delivery. */
export type ShippingRates = { standardCents: number; freeFromCents: number; localCents: number };

export const SOCIAL_NETWORKS = ["instagram", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = { instagram: "Instagram", facebook: "Facebook" };

/** A network's page; empty leaves it out of the footer. */
export type SocialLinks = Record<SocialNetwork, string>;

export type StoreSettings = {
  reviewModeration: ReviewModeration;
  /** The line across the top of every page; empty hides it. */
  promoBanner: string;
  shipping: ShippingRates;
  socialLinks: SocialLinks;
  /** Where orders and contact messages are sent, and what answers reply to; null is the deployment's STORE_EMAIL. */
  storeEmail: string | null;
  subscriptions: SubscriptionSettings;
};

/** What every storefront page shows: sent with the page (so cached with it), never anything per shopper. */
export type StorefrontSettings = Pick<StoreSettings, "promoBanner" | "shipping" | "socialLinks"> & {
  /** The cadences Subscribe & Save offers, in weeks (the product page's and the cart's choice). */
  subscriptionCadences: number[];
};

export const DEFAULT_SHIPPING_RATES: ShippingRates = {
  standardCents: STANDARD_SHIPPING_CENTS,
  freeFromCents: FREE_SHIPPING_THRESHOLD_CENTS,
  localCents: 0,
};

export const STORE_SETTING_DEFAULTS: StoreSettings = {
  reviewModeration: "publish",
  promoBanner: "CHARGE UP YOUR STACK — FREE SHIPPING WHEN YOU HIT $55",
  shipping: DEFAULT_SHIPPING_RATES,
  socialLinks: {
    instagram: "https://www.instagram.com/chargesupplements",
    facebook: "https://www.facebook.com/chargesupplements",
  },
  storeEmail: null,
  subscriptions: DEFAULT_SUBSCRIPTION_SETTINGS,
};

export function storefrontSettings(settings: StoreSettings): StorefrontSettings {
  return {
    promoBanner: settings.promoBanner,
    shipping: settings.shipping,
    socialLinks: settings.socialLinks,
    subscriptionCadences: settings.subscriptions.cadencesWeeks,
  };
}

export const PROMO_BANNER_MAX = 120;

/** What /admin/settings answers: the form's errors, or what was saved. */
export type SettingsActionData = { intent: string; fieldErrors?: FieldErrors; done?: string };
