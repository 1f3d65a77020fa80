import { Pool, type PoolClient } from 'pg';
import type { Db, Queryable, SqlParams } from './db';
import { createStatementNames, PLAN_CHANGED } from './statement-names';

export interface PostgresOptions {
  url: string;
  /** Schema(s) to use instead of `public` (isolated test runs). */
  searchPath?: string;
  /** An idle pooled connection failed (server restart): the pool drops it and goes on. */
  onIdleError: (error: Error) => void;
}

const statements = createStatementNames();

const isPlanChanged = (error: unknown): boolean => (error as { code?: string } | null)?.code === PLAN_CHANGED;

/** A pooled query may run again under a renewed name; one in a transaction cannot (the transaction is aborted). */
const queryableOf = (target: Pool | PoolClient, inTransaction: boolean): Queryable => ({
  query: async <Row extends object>(sql: string, params: SqlParams = []) => {
    const values = [...params];
    try {
      return (await target.query<Row>({ name: statements.nameOf(sql), text: sql, values })).rows;
    } catch (error) {
      if (!isPlanChanged(error)) throw error;
      const name = statements.renew(sql);
      if (inTransaction) throw error;
      return (await target.query<Row>({ name, text: sql, values })).rows;
    }
  },
  exec: async (sql: string) => {
    await target.query(sql);
  },
});

/** A PostgreSQL server through a `pg` pool. Checks the connection before answering. */
export const openPostgresDb = async ({ url, searchPath, onIdleError }: PostgresOptions): Promise<Db> => {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  pool.on('error', onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    ...queryableOf(pool, false),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client, true));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded instead of returned to the pool.
        const rollbackError = await client.query('ROLLBACK').then(
          () => undefined,
          (failure: Error) => failure,
        );
        client.release(rollbackError);
        throw error;
      }
    },
    close: () => pool.end(),
  };
};
