import type { DatabaseConfig } from '../config';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** Opens the configured database (no migrations; see `prepareDatabase`). */
export const openDatabase = (config: DatabaseConfig, onIdleError: (error: Error) => void): Promise<Db> =>
  config.kind === 'postgres' ? openPostgresDb({ url: config.url, onIdleError }) : openPgliteDb({ dataDir: config.dataDir });
