import { seedDemoTenants } from '../seed/seed-demo-tenants';
import type { Db } from './db';
import { migrate } from './migrate';

export interface PreparedDatabase {
  /** Migration files applied by this call. */
  migrations: string[];
  /** Whether demo data was added: the demo tenants (only into an empty tenants table) or a newer seed step. */
  seeded: boolean;
}

/** Brings the schema up to date, then seeds the demo tenants when there is no tenant yet and any newer demo data. */
export const prepareDatabase = async (db: Db): Promise<PreparedDatabase> => {
  const migrations = await migrate(db);
  const seeded = await seedDemoTenants(db);
  return { migrations, seeded };
};
