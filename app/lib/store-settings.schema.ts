import { z } from "zod";
import { REVIEW_MODERATION_MODES, STORE_SETTING_DEFAULTS, type StoreSettings } from "./store-settings";

/** Each setting's rule, used both for the owner's form and for the value read back from the database. */
export const storeSettingSchemas = {
  reviewModeration: z.enum(REVIEW_MODERATION_MODES, { error: "Choose how new reviews are published." }),
} satisfies { [Key in keyof StoreSettings]: z.ZodType<StoreSettings[Key]> };

/** Stored rows to settings: a missing or unreadable value is the default, never a failed page. */
export function readStoreSettings(rows: { key: string; value: unknown }[]): StoreSettings {
  const settings: StoreSettings = { ...STORE_SETTING_DEFAULTS };
  for (const row of rows) {
    if (row.key === "reviewModeration") {
      const parsed = storeSettingSchemas.reviewModeration.safeParse(row.value);
      if (parsed.success) settings.reviewModeration = parsed.data;
    }
  }
  return settings;
}
