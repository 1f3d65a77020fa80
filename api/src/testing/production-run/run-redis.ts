import { createClient } from 'redis';

/** A Redis database number of the run's own on the TEST_REDIS_URL server; `empty` clears it. */
export interface RunRedis {
  db: number;
  url: string;
  empty(): Promise<void>;
}

/**
 * The api keeps its keys under fixed names (its rate limits' windows, socket.io's adapter), as in
 * production: a run takes a database number of its own (PRODUCTION_RUN_REDIS_DB, else one from 1 to 15 by
 * its process id, leaving 0 to the api tests' prefixed keys) and empties it before and after. Redis's
 * publish/subscribe is not per database: each run's instances also take its own REDIS_KEY_PREFIX, so two
 * runs at once on one Redis server never hear each other's socket.io broadcasts.
 */
export const runRedis = async (serverUrl: string, env: NodeJS.ProcessEnv): Promise<RunRedis> => {
  const db = env.PRODUCTION_RUN_REDIS_DB ? Number(env.PRODUCTION_RUN_REDIS_DB) : 1 + (process.pid % 15);
  if (!Number.isInteger(db) || db < 0)
    throw new Error(`PRODUCTION_RUN_REDIS_DB must be a database number, not ${env.PRODUCTION_RUN_REDIS_DB}`);
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const empty = async () => {
    const client = createClient({ url: url.toString() });
    await client.connect();
    try {
      await client.flushDb();
    } finally {
      await client.close();
    }
  };
  await empty();
  return { db, url: url.toString(), empty };
};
