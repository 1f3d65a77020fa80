import type { Health } from '@storefront/shared/contracts';

export type DatabaseKind = Health['database'];
export type SqlParams = readonly unknown[];

/** What a connection or a transaction can run. */
export interface Queryable {
  /** One statement with `$1`-style parameters; answers the rows. */
  query<Row extends object>(sql: string, params?: SqlParams): Promise<Row[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: PGlite embedded or a PostgreSQL server, running the same SQL. */
export interface Db extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
