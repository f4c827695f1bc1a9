import { getDb } from "~/.server/db";
import { getEnv } from "~/.server/env";
import { getPayments } from "~/.server/payments";
import type { RefundContext } from "./types";

/** What a refund flow talks to: the database, provider and public URL given (tests give them), else the store's own. */
export async function resolveRefundServices(options: RefundContext) {
  const db = options.db ?? (await getDb());
  const provider = options.provider ?? getPayments().provider;
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  return { db, provider, publicUrl };
}
