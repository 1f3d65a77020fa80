import { Pool, type PoolClient } from 'pg';
import type { Db, Queryable, SqlParams } from './db';

export interface PostgresOptions {
  url: string;
  /** Schema(s) to use instead of `public` (isolated test runs). */
  searchPath?: string;
  /** An idle pooled connection failed (server restart): the pool drops it and goes on. */
  onIdleError: (error: Error) => void;
}

const queryableOf = (target: Pool | PoolClient): Queryable => ({
  query: async <Row extends object>(sql: string, params: SqlParams = []) => (await target.query<Row>(sql, [...params])).rows,
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
    ...queryableOf(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client));
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
