import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

export declare const PREPARED_STATEMENTS: number;

export declare function preparedStatements(
  pglite: PGlite,
  max?: number,
): {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  readonly size: number;
};
