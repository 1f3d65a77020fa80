// The api as a process of its own, for tests that end it the hard way (SIGKILL) and start it again on
// the same database (api-process.ts starts it). It prints `listening <url>` once it takes requests.
import '../http/zod-locale';
import { buildApp } from '../app';
import { clockStartingAt } from '../clock';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import type { ApiProcessSettings } from './api-process';
import { TEST_BASE_HOST } from './test-app';

const start = async (settings: ApiProcessSettings): Promise<void> => {
  const { database } = settings;
  const db: Db =
    database.kind === 'postgres'
      ? await openPostgresDb({ url: database.url, searchPath: database.searchPath, onIdleError: (error) => console.error(error) })
      : await openPgliteDb({ dataDir: database.dataDir });
  const app = await buildApp({
    db,
    baseHost: TEST_BASE_HOST,
    logLevel: 'error',
    devOutbox: true,
    clock: clockStartingAt(new Date(settings.clockStart)),
    unpaidSweepMs: settings.sweepMs,
    redisUrl: settings.redisUrl,
    limitsRedisPrefix: `test-limits:${settings.redisName}:`,
    socketRedisKey: `test-socket.io:${settings.redisName}`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the api is not listening on a TCP port');
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
};

start(JSON.parse(process.argv[2] ?? '{}') as ApiProcessSettings).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
