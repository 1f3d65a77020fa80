import { WALLET_MIN_ORDER_AMOUNT_KEY } from '../customers/wallet-settings';
import type { Queryable } from '../db/db';
import { EMENU_REDIRECTS_SETTING, REDIRECT_HOSTS_SETTING, type DemoTenant } from './demo-tenant';
import { DEMO_TENANTS } from './demo-tenants';
import { DEMO_DINE_INS } from './dine-in/demo-dine-ins';
import { insertDemoDineIn } from './dine-in/insert-demo-dine-in';
import { insertDemoCatalogues } from './catalogues/demo-catalogues';
import { DEMO_RESERVATIONS } from './reservations/demo-reservations';
import { insertDemoReservations } from './reservations/insert-demo-reservations';
import { insertDemoBranches } from './insert-demo-branches';
import { insertDemoCustomers } from './insert-demo-customers';
import { DEMO_ACCOUNTS } from './accounts/demo-accounts';
import { giveDemoPasswords, giveRewardsTheirDishes, insertDemoAccounts } from './accounts/insert-demo-accounts';
import { DEMO_TENDER_CUSTOMERS } from './accounts/demo-tender-customers';
import { DEMO_MIXED_TENDER_CUSTOMERS } from './accounts/demo-mixed-tender-customers';
import { DEMO_MENU_IMAGES, insertDemoMenuImages } from './menu-images/demo-menu-images';
import { DEMO_MENUS } from './menus/demo-menus';
import { insertDemoMenu } from './menus/insert-demo-menu';
import { DEMO_ORDER_SETUPS } from './orders/demo-orders';
import { DEMO_EMENUS } from './emenu/demo-emenus';
import { insertDemoEMenu } from './emenu/insert-demo-emenu';
import { insertDemoOrderSetup, setDemoCouponCustomerLimits } from './orders/insert-demo-orders';
import { DEMO_WAITING_LIST_SMS_CREDIT, DEMO_WAITING_LISTS } from './waiting-list/demo-waiting-lists';
import { insertDemoWaitingList } from './waiting-list/insert-demo-waiting-list';
import { insertDemoBannerOffers } from './offers/banner-offers';
import { includeVatInPrices } from './vat/include-vat-in-prices';

interface DemoSeedStep {
  /** Recorded in `applied_seeds` once the step ran. */
  name: string;
  run(tx: Queryable, tenantId: number, tenant: DemoTenant): Promise<void>;
}

/** Demo data that came after the demo tenants, in order. A new step gets a new name; a step never changes. */
export const DEMO_SEED_STEPS: readonly DemoSeedStep[] = [
  {
    name: '001_branches_customers_wallet',
    run: async (tx, tenantId, tenant) => {
      await insertDemoBranches(tx, tenantId, tenant.branches);
      await insertDemoCustomers(tx, tenantId, tenant.customers);
      if (tenant.walletMinOrderAmount !== null) {
        await tx.query('INSERT INTO settings (tenant_id, key, value) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, key) DO NOTHING', [
          tenantId,
          WALLET_MIN_ORDER_AMOUNT_KEY,
          tenant.walletMinOrderAmount,
        ]);
      }
    },
  },
  {
    name: '002_menus_delivery_zones',
    run: async (tx, tenantId, tenant) => {
      const menu = DEMO_MENUS[tenant.name];
      if (menu) await insertDemoMenu(tx, tenantId, menu);
    },
  },
  {
    name: '003_dine_in',
    run: async (tx, tenantId, tenant) => {
      const dineIn = DEMO_DINE_INS[tenant.name];
      if (dineIn) await insertDemoDineIn(tx, tenantId, dineIn);
    },
  },
  {
    name: '004_menu_images',
    run: async (tx, tenantId, tenant) => {
      const images = DEMO_MENU_IMAGES[tenant.name];
      if (images) await insertDemoMenuImages(tx, tenantId, tenant.name, images);
    },
  },
  {
    name: '010_accounts',
    run: async (tx, tenantId, tenant) => {
      const accounts = DEMO_ACCOUNTS[tenant.name];
      if (accounts) await insertDemoAccounts(tx, tenantId, accounts);
    },
  },
  {
    name: '020_orders',
    run: async (tx, tenantId, tenant) => {
      const setup = DEMO_ORDER_SETUPS[tenant.name];
      if (setup) await insertDemoOrderSetup(tx, tenantId, setup);
    },
  },
  {
    name: '030_tender_customers',
    run: async (tx, tenantId, tenant) => {
      const customers = DEMO_TENDER_CUSTOMERS[tenant.name];
      if (!customers) return;
      await insertDemoCustomers(tx, tenantId, customers);
      await giveDemoPasswords(tx, tenantId);
    },
  },
  {
    name: '051_coupon_customer_limits',
    run: async (tx, tenantId, tenant) => {
      const setup = DEMO_ORDER_SETUPS[tenant.name];
      if (setup) await setDemoCouponCustomerLimits(tx, tenantId, setup);
    },
  },
  {
    // Legacy links to external hosts are followed only to the hosts a tenant lists.
    name: '054_redirect_hosts',
    run: async (tx, tenantId, tenant) => {
      const setting = tenant.businessSettings.find((candidate) => candidate.key === REDIRECT_HOSTS_SETTING);
      if (!setting) return;
      await tx.query(
        'INSERT INTO settings (tenant_id, key, value, is_json) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, key) DO NOTHING',
        [tenantId, setting.key, setting.value, setting.isJson],
      );
    },
  },
  // Reservations: the catalogues, then the reservation setup.
  {
    name: '060_catalogues',
    run: async (tx, tenantId, tenant) => {
      if (DEMO_MENUS[tenant.name]) await insertDemoCatalogues(tx, tenantId);
    },
  },
  {
    // The fully booked day is two days after the day the demo is seeded (the api's starting clock when it has one).
    name: '061_reservations',
    run: async (tx, tenantId, tenant) => {
      const setup = DEMO_RESERVATIONS[tenant.name];
      const today = process.env.API_CLOCK_START ? new Date(process.env.API_CLOCK_START) : new Date();
      if (setup) await insertDemoReservations(tx, tenantId, tenant.country, setup, today);
    },
  },
  {
    // The waiting lists of the demo branches.
    name: '070_waiting_list',
    run: async (tx, tenantId, tenant) => {
      const list = DEMO_WAITING_LISTS[tenant.name];
      if (list) await insertDemoWaitingList(tx, tenantId, tenant.country, list);
    },
  },
  {
    // The e-menu: allergen catalogue, QR links, switches, and the legacy links leading to the QR uuids.
    name: '080_emenu',
    run: async (tx, tenantId, tenant) => {
      const emenu = DEMO_EMENUS[tenant.name];
      if (emenu) await insertDemoEMenu(tx, tenantId, emenu);
      const redirects = tenant.businessSettings.find((candidate) => candidate.key === EMENU_REDIRECTS_SETTING);
      if (!redirects) return;
      await tx.query('UPDATE settings SET value = $3, is_json = $4 WHERE tenant_id = $1 AND key = $2', [
        tenantId,
        redirects.key,
        redirects.value,
        redirects.isJson,
      ]);
    },
  },
  {
    // Prices shown to Saudi (and Emirati) consumers include VAT; what the restaurant earns stays the same.
    name: '090_prices_include_vat',
    run: (tx, tenantId, tenant) => includeVatInPrices(tx, tenantId, tenant.country),
  },
  {
    // A banner that advertises an offer carries it.
    name: '092_banner_offers',
    run: (tx, tenantId, tenant) => insertDemoBannerOffers(tx, tenantId, tenant.name),
  },
  {
    // The waiting list texts only while the tenant has messaging credit (one per SMS, as the reservations):
    // a demo tenant with a list and no credit row yet gets the demo's credit.
    name: '100_waiting_list_sms_credit',
    run: async (tx, tenantId, tenant) => {
      if (!DEMO_WAITING_LISTS[tenant.name]) return;
      await tx.query('INSERT INTO sms_credits (tenant_id, balance) VALUES ($1, $2) ON CONFLICT (tenant_id) DO NOTHING', [
        tenantId,
        DEMO_WAITING_LIST_SMS_CREDIT,
      ]);
    },
  },
  {
    // Customers whose orders are paid by the wallet alone, and by points, wallet and card together.
    name: '102_mixed_tender_customers',
    run: async (tx, tenantId, tenant) => {
      const customers = DEMO_MIXED_TENDER_CUSTOMERS[tenant.name];
      if (!customers) return;
      await insertDemoCustomers(tx, tenantId, customers);
      await giveDemoPasswords(tx, tenantId);
    },
  },
  {
    // A voucher reward gives its dish free at checkout.
    name: '103_reward_dishes',
    run: async (tx, tenantId, tenant) => {
      const accounts = DEMO_ACCOUNTS[tenant.name];
      if (accounts) await giveRewardsTheirDishes(tx, tenantId, accounts);
    },
  },
];

/**
 * Runs the steps not applied yet for every demo tenant present (the same name and app token as the
 * seed gave it), whether the tenants were created just now or by an earlier version; then records
 * them. A database without demo tenants only records them. Answers whether demo data was added.
 */
export const applyDemoSeedSteps = async (tx: Queryable): Promise<boolean> => {
  const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM applied_seeds')).map((row) => row.name));
  let added = false;
  for (const step of DEMO_SEED_STEPS.filter((candidate) => !applied.has(candidate.name))) {
    for (const tenant of DEMO_TENANTS) {
      const [row] = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1 AND app_token = $2', [
        tenant.name,
        tenant.appToken,
      ]);
      if (!row) continue;
      await step.run(tx, row.id, tenant);
      added = true;
    }
    await tx.query('INSERT INTO applied_seeds (name) VALUES ($1)', [step.name]);
  }
  return added;
};
