import { useRouteLoaderData } from "react-router";
import { STORE_SETTING_DEFAULTS, type StorefrontSettings, storefrontSettings } from "~/lib/store-settings";

const DEFAULTS = storefrontSettings(STORE_SETTING_DEFAULTS);

/** The owner's banner, delivery rates and social links, as the root loader sent them with the page. */
export function useStorefrontSettings(): StorefrontSettings {
  // Typed by shape, not by the root module: hooks must not import the route tree they sit under.
  return useRouteLoaderData<{ settings: StorefrontSettings }>("root")?.settings ?? DEFAULTS;
}
