/** Store-wide constants shown to shoppers. */
export const SITE_NAME = "Charge Supplements";
export const LOCAL_DELIVERY_CITY = "San Angelo, TX";

/** A page title in the store's one format. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Sports Nutrition Supplements`;
}
