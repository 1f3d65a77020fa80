import { WALLET_MIN_ORDER_AMOUNT_KEY } from '../customers/wallet-settings';
import { pointsBalance, walletBalance } from '../ledgers/ledger-repository';
import { prepareDatabase } from '../db/prepare-database';
import { DEMO_SEED_STEPS } from './demo-seed-steps';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';

describe.each(testDatabases())('demo seed on $label', (database) => {
  const suite = useTestDatabase(database);

  const countsByTenant = async (table: string) =>
    Object.fromEntries(
      (
        await suite.db.query<{ name: string; count: number }>(
          `SELECT t.name, count(x.id)::int AS count FROM tenants t LEFT JOIN ${table} x ON x.tenant_id = t.id GROUP BY t.name ORDER BY t.name`,
        )
      ).map((row) => [row.name, row.count]),
    );

  /** The database as an earlier version left it: demo tenants, none of the later demo data. */
  const forgetLaterDemoData = async () => {
    await suite.db.query('DELETE FROM applied_seeds');
    await suite.db.query('DELETE FROM branches');
    await suite.db.query('DELETE FROM customers');
    await suite.db.query('DELETE FROM menu_groups');
    await suite.db.query('DELETE FROM settings WHERE key = $1', [WALLET_MIN_ORDER_AMOUNT_KEY]);
  };

  it('gives the demo tenants their branches and customers, and no login token', async () => {
    expect(await countsByTenant('branches')).toEqual({ closed: 0, nile: 2, sufra: 3 });
    expect(await countsByTenant('customers')).toEqual({ closed: 0, nile: 1, sufra: 6 });
    expect(await countsByTenant('customer_tokens')).toEqual({ closed: 0, nile: 0, sufra: 0 });
  });

  it("gives Khalid (step 030) points above sufra's minimum balance and a wallet, from ledger entries, and the demo password", async () => {
    const [khalid] = await suite.db.query<{ id: number; tenant_id: number; password_hash: string | null }>(
      "SELECT c.id, c.tenant_id, c.password_hash FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.name = 'sufra' AND c.mobile = '551114455'",
    );
    expect(khalid?.password_hash).toMatch(/^scrypt\$/);
    expect(await pointsBalance(suite.db, khalid!.tenant_id, khalid!.id)).toBe(600);
    expect(await walletBalance(suite.db, khalid!.tenant_id, khalid!.id)).toBe(40);
    const [minimum] = await suite.db.query<{ value: string }>(
      "SELECT value FROM settings WHERE tenant_id = $1 AND key = 'payment.points_min_balance'",
      [khalid!.tenant_id],
    );
    expect(Number(minimum?.value)).toBeLessThan(600);
  });

  it('gives Noura and Faisal (step 102) a wallet above the wallet minimum order and points above the minimum balance', async () => {
    const customers = await suite.db.query<{ id: number; tenant_id: number; password_hash: string | null }>(
      "SELECT c.id, c.tenant_id, c.password_hash FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE t.name = 'sufra' AND c.mobile IN ('551117711', '551117722')",
    );
    expect(customers).toHaveLength(2);
    for (const customer of customers) {
      expect(customer.password_hash).toMatch(/^scrypt\$/);
      expect(await pointsBalance(suite.db, customer.tenant_id, customer.id)).toBe(600);
      expect(await walletBalance(suite.db, customer.tenant_id, customer.id)).toBe(60);
    }
  });

  it('gives sufra and nile their menus and delivery zones', async () => {
    expect(await countsByTenant('menu_groups')).toEqual({ closed: 0, nile: 3, sufra: 7 });
    expect(await countsByTenant('menu_items')).toEqual({ closed: 0, nile: 11, sufra: 36 });
    expect(await countsByTenant('delivery_zones')).toEqual({ closed: 0, nile: 2, sufra: 3 });
  });

  it('gives sufra and nile their dine-in areas, tables and open demo sessions', async () => {
    expect(await countsByTenant('dine_in_areas')).toEqual({ closed: 0, nile: 1, sufra: 3 });
    expect(await countsByTenant('dine_in_tables')).toEqual({ closed: 0, nile: 4, sufra: 12 });
    const sessions = await suite.db.query(
      `SELECT s.id, s.status, t.name AS table_name, a.name_en AS area, b.name_en AS branch
         FROM dine_in_sessions s
         JOIN dine_in_tables t ON t.tenant_id = s.tenant_id AND t.id = s.table_id
         JOIN dine_in_areas a ON a.tenant_id = t.tenant_id AND a.id = t.area_id
         JOIN branches b ON b.tenant_id = t.tenant_id AND b.id = t.branch_id
        ORDER BY s.id`,
    );
    expect(sessions).toEqual([
      { id: 'nile-heliopolis-t2', status: 'open', table_name: 'T2', area: 'Dining room', branch: 'Nile Kitchen - Heliopolis' },
      { id: 'sufra-olaya-t5', status: 'open', table_name: 'T5', area: 'Main hall', branch: 'Sufra - Olaya' },
      { id: 'sufra-olaya-t6', status: 'open', table_name: 'T6', area: 'Terrace', branch: 'Sufra - Olaya' },
    ]);
    expect(await suite.db.query('SELECT name FROM dine_in_tables WHERE NOT available')).toEqual([{ name: 'T8' }]);
  });

  it(
    'adds the later demo data to a database seeded before it, once',
    async () => {
      await forgetLaterDemoData();
      await expect(prepareDatabase(suite.db, { seedDemo: true })).resolves.toEqual({ migrations: [], seeded: true });
      expect(await countsByTenant('branches')).toEqual({ closed: 0, nile: 2, sufra: 3 });
      expect(await countsByTenant('customer_addresses')).toEqual({ closed: 0, nile: 1, sufra: 4 });
      const [setting] = await suite.db.query('SELECT value FROM settings WHERE key = $1', [WALLET_MIN_ORDER_AMOUNT_KEY]);
      expect(setting).toEqual({ value: '50.00' });
      expect(await countsByTenant('menu_items')).toEqual({ closed: 0, nile: 11, sufra: 36 });
      expect(await countsByTenant('delivery_zones')).toEqual({ closed: 0, nile: 2, sufra: 3 });
      expect(await countsByTenant('dine_in_tables')).toEqual({ closed: 0, nile: 4, sufra: 12 });
      expect(await countsByTenant('dine_in_sessions')).toEqual({ closed: 0, nile: 1, sufra: 2 });
      await expect(prepareDatabase(suite.db, { seedDemo: true })).resolves.toEqual({ migrations: [], seeded: false });
      expect(await countsByTenant('branches')).toEqual({ closed: 0, nile: 2, sufra: 3 });
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );

  it('adds nothing to tenants that are not the demo ones', async () => {
    await forgetLaterDemoData();
    await suite.db.query("UPDATE tenants SET app_token = app_token || '-own'");
    try {
      await expect(prepareDatabase(suite.db, { seedDemo: true })).resolves.toEqual({ migrations: [], seeded: false });
      expect(await countsByTenant('branches')).toEqual({ closed: 0, nile: 0, sufra: 0 });
      expect(await suite.db.query('SELECT name FROM applied_seeds')).toHaveLength(DEMO_SEED_STEPS.length);
    } finally {
      await suite.db.query('UPDATE tenants SET app_token = left(app_token, -4)');
    }
  });
});
