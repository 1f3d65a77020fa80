import { seedDemoTenants } from '../seed/seed-demo-tenants';
import type { Db } from './db';
import { migrate } from './migrate';

export interface PreparedDatabase {
  /** Migration files applied by this call. */
  migrations: string[];
  /** Whether the demo tenants were created (only into an empty tenants table). */
  seeded: boolean;
}

/** Brings the schema up to date, then seeds the demo tenants when there is no tenant yet. */
export const prepareDatabase = async (db: Db): Promise<PreparedDatabase> => {
  const migrations = await migrate(db);
  const seeded = await seedDemoTenants(db);
  return { migrations, seeded };
};
