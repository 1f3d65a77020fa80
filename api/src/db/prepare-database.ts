import { seedDemoTenants } from '../seed/seed-demo-tenants';
import type { Db } from './db';
import { migrate } from './migrate';

export interface PrepareOptions {
  /**
   * Add the demo tenants (into an empty tenants table) and any newer demo data (SEED_DEMO=1). Required,
   * so no caller seeds a production database by leaving it out.
   */
  seedDemo: boolean;
}

export interface PreparedDatabase {
  /** Migration files applied by this call. */
  migrations: string[];
  /** Whether demo data was added: the demo tenants (only into an empty tenants table) or a newer seed step. */
  seeded: boolean;
}

/** Brings the schema up to date; with `seedDemo`, then seeds the demo tenants and any newer demo data. */
export const prepareDatabase = async (db: Db, { seedDemo }: PrepareOptions): Promise<PreparedDatabase> => {
  const migrations = await migrate(db);
  const seeded = seedDemo ? await seedDemoTenants(db) : false;
  return { migrations, seeded };
};
