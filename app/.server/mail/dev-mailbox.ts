import { desc, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { type OutboxStatus, outboxMessages } from "~/.server/db/schema";
import { isLocalUrl } from "~/.server/env";
import { EMAIL_TOPIC, emailMessageSchema } from "./message";

export type DevMail = {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  createdAt: Date;
  /** pending: not delivered yet (under `npm run dev` no worker runs, so mail waits here). */
  status: OutboxStatus;
};

const SHOWN = 100;

/**
 * The development mailbox (decision 021): the newest e-mails in the outbox. Only a store on localhost shows
 * it, and only to a connection from this machine (decision 072): these messages hold sign-in and reset
 * links. For anyone else it is null, and the route answers 404.
 */
export async function loadDevMailbox(options: {
  publicUrl: string;
  fromLoopback: boolean;
  db?: Database;
}): Promise<DevMail[] | null> {
  if (!isLocalUrl(options.publicUrl) || !options.fromLoopback) return null;
  const db = options.db ?? (await getDb());
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.topic, EMAIL_TOPIC))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(SHOWN);
  return rows.flatMap((row) => {
    const message = emailMessageSchema.safeParse(row.payload);
    if (!message.success) return [];
    const { to, replyTo, subject, text } = message.data;
    return [{ id: row.id, to, replyTo, subject, text, createdAt: row.createdAt, status: row.status }];
  });
}
