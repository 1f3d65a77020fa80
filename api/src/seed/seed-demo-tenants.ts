import type { Db } from '../db/db';
import { SCHEMA_LOCK } from '../db/schema-lock';
import { hashSecret } from '../security/secrets';
import { applyDemoSeedSteps } from './demo-seed-steps';
import { DEMO_TENANTS } from './demo-tenants';
import { insertDemoTenant } from './insert-demo-tenant';

/**
 * Creates the demo tenants when the tenants table is empty, then adds the demo data of the seed
 * steps not applied yet (branches, customers), all in one transaction; answers whether anything was
 * added. Running it again (or from a second api instance at the same time) changes nothing.
 */
export const seedDemoTenants = async (db: Db): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants');
    const createTenants = existing?.count === 0;
    if (createTenants) {
      for (const tenant of DEMO_TENANTS) await insertDemoTenant(tx, tenant, await hashSecret(tenant.operatorKey));
    }
    const added = await applyDemoSeedSteps(tx);
    return createTenants || added;
  });
