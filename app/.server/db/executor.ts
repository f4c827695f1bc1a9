import type { Database } from "./client";

/** A database or a transaction from db.transaction(): what a write that may join the caller's transaction takes. */
export type Executor = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;

/** The transaction `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
