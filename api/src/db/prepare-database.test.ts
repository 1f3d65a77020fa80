import { readApiConfig } from '../config';
import { openPgliteDb } from './pglite-db';
import { prepareDatabase } from './prepare-database';

const tenantCount = async (db: Awaited<ReturnType<typeof openPgliteDb>>) =>
  (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants'))[0]?.count;

describe('preparing an empty database', () => {
  it('adds no demo tenant unless asked (a production database stays empty)', async () => {
    const db = await openPgliteDb();
    try {
      await expect(prepareDatabase(db, { seedDemo: false })).resolves.toMatchObject({ seeded: false });
      expect(await tenantCount(db)).toBe(0);
      await expect(prepareDatabase(db, { seedDemo: true })).resolves.toMatchObject({ seeded: true });
      expect(await tenantCount(db)).toBe(3);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('asks for the demo data only with SEED_DEMO=1', () => {
    expect(readApiConfig({}).seedDemo).toBe(false);
    expect(readApiConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});
