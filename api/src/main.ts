import './http/zod-locale';
import { buildApp } from './app';
import { appOptionsOf } from './app-options-of-config';
import { readApiConfig } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { photoStoreFromEnv } from './emenu/feedback/photo-store-config';
import { REFERENCE_PAGE_PATH } from './http/openapi';

export { buildApp } from './app';
export type { AppOptions } from './app-options';
export { openDatabase } from './db/open-database';
export { prepareDatabase } from './db/prepare-database';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const startMessage = (error: unknown, port: number, host: string): string => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `api: port ${port} is already in use on ${host}; stop the other process or set API_PORT.`;
  if (code === 'EACCES') return `api: no permission to listen on port ${port}; set API_PORT to a port above 1023.`;
  return `api: could not start: ${(error as Error).message}`;
};

/** Starts the api from the environment (see docs/api.md) and closes it cleanly on SIGINT/SIGTERM. */
const start = async (): Promise<void> => {
  const config = readApiConfig(process.env);
  let db: Db | undefined;
  try {
    db = await openDatabase(config.database, (error) => console.error(`api: database connection lost: ${error.message}`));
    const prepared = await prepareDatabase(db, { seedDemo: config.seedDemo });
    const app = await buildApp({ ...appOptionsOf(config), db, photoStore: photoStoreFromEnv(process.env) });
    app.log.info({ ...prepared, database: db.kind, socket_adapter: app.realtime.adapter }, 'database ready');
    if (config.referencePage) app.log.info(`the api's reference: ${config.publicUrl}${REFERENCE_PAGE_PATH}`);
    if (config.devOutbox) app.log.warn('DEV_OUTBOX=1: login codes are readable at /api/v1/dev/outbox');
    const openDb = db;
    let closing = false;
    const shutdown = (signal: NodeJS.Signals): void => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
      app
        .close()
        .then(() => openDb.close())
        .catch((error: unknown) => {
          console.error(`api: could not close cleanly: ${(error as Error).message}`);
          process.exitCode = 1;
        });
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  } catch (error) {
    console.error(startMessage(error, config.port, config.host));
    await db?.close();
    process.exitCode = 1;
  }
};

if (require.main === module) {
  start().catch((error: unknown) => {
    console.error(`api: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
