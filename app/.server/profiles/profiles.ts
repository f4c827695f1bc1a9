import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { profiles } from "~/.server/db/schema";

/** A shopper's profile: what the account page shows about its owner (docs/product.md#account). */
export type Profile = { displayName: string | null; avatarUrl: string | null };

/** Made with the account (from the sign-up's full name, or a social provider's name and picture). */
export async function createProfile(options: {
  userId: string;
  displayName: string | null;
  avatarUrl: string | null;
  db?: Database;
}): Promise<void> {
  const { userId, displayName, avatarUrl } = options;
  const db = options.db ?? (await getDb());
  await db.insert(profiles).values({ id: userId, displayName, avatarUrl }).onConflictDoNothing();
}

/** Always the signed-in user's own row: callers pass the session's user id, never one from the request. */
export async function getProfile(options: { userId: string; db?: Database }): Promise<Profile> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, options.userId));
  return row ?? { displayName: null, avatarUrl: null };
}

export async function updateProfile(options: { userId: string; profile: Profile; db?: Database }): Promise<Profile> {
  const { userId, profile } = options;
  const db = options.db ?? (await getDb());
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, ...profile })
    .onConflictDoUpdate({ target: profiles.id, set: { ...profile, updatedAt: new Date() } })
    .returning({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl });
  if (!row) throw new Error("profile upsert returned no row");
  return row;
}
