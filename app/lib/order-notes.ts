/**
 * The staff's internal notes on an order (docs/back-office.md#an-order): seen only in the back office.
 * Zod-free; the form's schema is `order-notes.schema.ts`.
 */

export const ORDER_NOTE_MAX_LENGTH = 2000;

/** A note as the order page lists it: who wrote it and when (shown on the store's clock). */
export type OrderNote = { id: string; authorEmail: string; body: string; createdAt: Date };
