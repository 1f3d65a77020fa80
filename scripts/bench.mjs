// npm run bench: what a first visit costs. Starts the stack on bench ports and writes three tables into
// docs/performance.md (between their bench markers, so the notes around them stay):
// - the JavaScript a cold first visit downloads, per page (Chromium, empty cache);
// - Lighthouse 12 (mobile defaults) on sufra's pages and on a static copy of each, median of LIGHTHOUSE_RUNS (5);
// - the api calls of the first visit under load (autocannon);
// - what a tap costs (Event Timing, 4× CPU slowdown): an item dialog, the cart, the language, a reservation slot;
// - a lunch rush: 200 customers placing an order at the same moment, on PGlite and (BENCH_DATABASE_URL) PostgreSQL,
//   beside the database's own ceiling (the placements' statements replayed straight to it);
// - live updates to 5,000 open pages, on one PGlite instance and (BENCH_DATABASE_URL, BENCH_REDIS_URL) two instances.
// Bench figures on a shared machine: noisy, never asserted by a test (CI's gate is perf-budget.json).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadApi, apiTable } from './bench/api-load.mjs';
import { burstTable, orderBurst } from './bench/order-burst.mjs';
import { startBenchApis } from './bench/burst-api.mjs';
import { databaseCeiling } from './bench/db-ceiling.mjs';
import { fanOut, fanOutTable } from './bench/fan-out.mjs';
import { median, writeDocSection } from './bench/doc-section.mjs';
import { jsTable, measureJs } from './bench/js-size.mjs';
import { describeMachine, measureMachine } from './bench/machine-speed.mjs';
import { interactionsOverGoal, interactionsTable, measureInteractions } from './bench/interactions.mjs';
import { lighthouseMedian, lighthouseTable } from './bench/lighthouse.mjs';
import { renderedWithoutScripts, serveStaticCopies } from './bench/static-copy.mjs';
import { run } from './lib/run.mjs';
import { ROOT, REMOTES, remotePortVariable, startStack } from './lib/stack.cjs';

// The contracts' build is CommonJS whose names Node cannot list for an ESM import.
const { API_PATHS, FRAME_PATHS, MENU_PATHS, SETTINGS_GROUPS } = createRequire(import.meta.url)('@storefront/shared/contracts');

const EMENU_BRANCH = '/menu/e/branch/5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';
// Every public route of the reservations and the waiting list a customer lands on (but the entry, which needs a party).
const JS_PAGES = ['/menu', '/', '/reservations', '/reservations/branch/1', '/waiting-list', '/waiting-list/branch/1', EMENU_BRANCH];
const LIGHTHOUSE_PAGES = [
  { label: '`/`', path: '/' },
  { label: '`/en/menu`', path: '/en/menu' },
  { label: 'branch e-menu', path: EMENU_BRANCH },
  // The other public routes a customer lands on from a link, a QR code or an SMS.
  ...[
    '/en/reservations',
    '/en/reservations/branch/1',
    '/en/waiting-list',
    '/en/waiting-list/branch/1',
    '/en/branches',
    '/en/contact-us',
    '/en/page/about-us',
    '/en/account/login',
  ].map((path) => ({ label: `\`${path}\``, path })),
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// The rush benches' own api instances run at Sunday noon in Riyadh: every demo branch open, as in the end-to-end suite.
const DEMO_NOON = '2026-11-22T09:00:00Z';
const BURST_CUSTOMERS = Number(process.env.BURST_CUSTOMERS ?? 200);
const FAN_OUT_SOCKETS = Number(process.env.FAN_OUT_SOCKETS ?? 5000);
// Four hummus, pickup at Olaya (the seeded demo).
const BURST_ORDER = { branch_id: 1, order_type: 'pickup', lines: [{ item_id: 131, quantity: 4, option_ids: [], notes: '' }] };
// `npm run bench -- --only=api` (or js, lighthouse; comma-separated) measures and rewrites only those tables.
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const measures = (part) => !only || only.includes(part);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_PORT_BASE moves every port (several checkouts benching on one machine); 23000 by default.
const base = Number(process.env.BENCH_PORT_BASE ?? 23000);
const ports = {
  API_PORT: String(base + 1000),
  SHELL_PORT: String(base + 5080),
  ...Object.fromEntries(REMOTES.map((r, i) => [remotePortVariable(r.name), String(base + 1 + i)])),
};

if ((await run(process.execPath, ['scripts/build.mjs', '--missing'])) !== 0) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const stack = await startStack({
  quiet: true,
  // The stack `npm start` runs (its environment too), on the machine's clock, so the figures are a newcomer's.
  env: { ...ports, API_DATA_DIR: dataDir, API_LOG_LEVEL: 'warn', SEED_DEMO: '1', DEV_OUTBOX: '1' },
});
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const shell = stack.shellUrl('sufra');
const day = new Date().toISOString().slice(0, 10);
// Measured again after each table's runs, so every table carries the speed of the machine it ran on.
const machineNow = async () => describeMachine(await measureMachine(browser));

try {
  if (measures('js')) await benchJs();
  if (measures('lighthouse')) await benchLighthouse();
  if (measures('api')) await benchApi();
  if (measures('interactions')) await benchInteractions();
  if (measures('orders')) await benchOrders();
  if (measures('fanout')) await benchFanOut();
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function benchJs() {
  const jsRows = [];
  for (const page of JS_PAGES) jsRows.push({ path: page, ...(await measureJs(browser, `${shell}${page}`)) });
  writeDocSection(ROOT, 'js', `Measured ${day} on ${await machineNow()}: sufra, empty cache, production build.\n\n${jsTable(jsRows)}`);
  console.log(jsTable(jsRows));
}

async function benchLighthouse() {
  const copies = new Map();
  for (const { path: page } of LIGHTHOUSE_PAGES) copies.set(page, await renderedWithoutScripts(browser, `${shell}${page}`));
  const copyHost = await serveStaticCopies(copies, Number(ports.SHELL_PORT));
  try {
    const rows = [];
    for (const { label, path: page } of LIGHTHOUSE_PAGES) {
      const measured = await lighthouseMedian(CHROME, `${shell}${page}`, RUNS);
      const copy = await lighthouseMedian(CHROME, `http://sufra.localhost:${copyHost.port}${page}`, RUNS);
      console.log(`${label}: LCP element ${measured.lcpElement}`);
      rows.push({ label, page: measured, copy });
    }
    const intro = `Measured ${day} on ${await machineNow()}: Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), cold cache, median of ${RUNS} runs (Lighthouse's own benchmarkIndex of the pages' runs: median ${Math.round(median(rows.map((row) => row.page.benchmarkIndex)))}); the static copy is the rendered page without its scripts, served from the same host name.`;
    writeDocSection(ROOT, 'lighthouse', `${intro}\n\n${lighthouseTable(rows)}`);
    console.log(lighthouseTable(rows));
  } finally {
    copyHost.close();
  }
}

async function benchApi() {
  const lookup = await (await fetch(`${stack.apiUrl}${API_PATHS.tenantLookup}?host=sufra.localhost`)).json();
  const headers = { 'x-tenant': 'sufra', 'x-app-token': lookup.data.app_token };
  const branches = await (await fetch(`${stack.apiUrl}${FRAME_PATHS.branches}`, { headers })).json();
  const branch = branches.data.find((b) => b.order_types.includes('pickup'));
  const calls = [
    { label: 'GET menu', url: `${stack.apiUrl}${MENU_PATHS.menu(branch.id)}?order_type=pickup` },
    { label: 'GET settings', url: `${stack.apiUrl}${API_PATHS.settings}?groups=${SETTINGS_GROUPS.join(',')}&jsonVal=true` },
    { label: 'GET banners', url: `${stack.apiUrl}${API_PATHS.banners}?place=web` },
  ];
  const apiRows = [];
  for (const call of calls) apiRows.push({ label: call.label, ...(await loadApi(call.url, headers)) });
  writeDocSection(ROOT, 'api', `Measured ${day} on ${await machineNow()}.\n\n${apiTable(apiRows)}`);
  console.log(apiTable(apiRows));
}

async function benchOrders() {
  const databases = [{ database: 'PGlite' }];
  if (process.env.BENCH_DATABASE_URL) databases.push({ database: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL });
  const rows = [];
  for (const [index, { database, databaseUrl }] of databases.entries()) {
    const api = await startBenchApis({ firstPort: base + 1100 + index * 10, databaseUrl, clockStart: DEMO_NOON });
    try {
      const load = loadavg()[0];
      const result = await orderBurst({ apiUrl: api.urls[0], customers: BURST_CUSTOMERS, order: BURST_ORDER });
      rows.push({ database, load, ...result });
      console.log(database, result);
    } finally {
      await api.stop();
    }
    const ceiling = await databaseCeiling({ databaseUrl, customers: BURST_CUSTOMERS, order: BURST_ORDER, clockStart: DEMO_NOON });
    rows.at(-1).ceiling = ceiling;
    console.log(database, 'ceiling', ceiling);
  }
  writeDocSection(ROOT, 'orders', `Measured ${day} on ${await machineNow()}.\n\n${burstTable(rows)}`);
  console.log(burstTable(rows));
}

async function benchFanOut() {
  const setups = [{ setup: 'one instance, PGlite', instances: 1 }];
  if (process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL)
    setups.push({
      setup: 'two instances, PostgreSQL and Redis',
      instances: 2,
      databaseUrl: process.env.BENCH_DATABASE_URL,
      redisUrl: process.env.BENCH_REDIS_URL,
    });
  const rows = [];
  for (const [index, { setup, ...options }] of setups.entries()) {
    const apis = await startBenchApis({ firstPort: base + 1200 + index * 10, clockStart: DEMO_NOON, ...options });
    try {
      const load = loadavg()[0];
      const result = await fanOut({
        apiUrls: apis.urls,
        sockets: FAN_OUT_SOCKETS,
        order: BURST_ORDER,
        itemId: BURST_ORDER.lines[0].item_id,
      });
      rows.push({ setup: `${setup} (load ${load.toFixed(1)})`, ...result });
      console.log(setup, result);
    } finally {
      await apis.stop();
    }
  }
  writeDocSection(ROOT, 'fanout', `Measured ${day} on ${await machineNow()}.\n\n${fanOutTable(rows)}`);
  console.log(fanOutTable(rows));
}

async function benchInteractions() {
  const lookup = await (await fetch(`${stack.apiUrl}${API_PATHS.tenantLookup}?host=sufra.localhost`)).json();
  const headers = { 'x-tenant': 'sufra', 'x-app-token': lookup.data.app_token };
  const banners = await (await fetch(`${stack.apiUrl}${API_PATHS.banners}?place=web`, { headers })).json();
  const popupCookies = banners.data.map((banner) => ({ name: `popup_banner_${banner.id}`, value: '1', url: shell }));
  const rows = await measureInteractions(browser, shell, popupCookies);
  writeDocSection(ROOT, 'interactions', `Measured ${day} on ${await machineNow()}.\n\n${interactionsTable(rows)}`);
  console.log(interactionsTable(rows));
  for (const { label, ms } of interactionsOverGoal(rows)) {
    console.error(`over the goal: ${label} took ${Math.round(ms)} ms`);
    process.exitCode = 1;
  }
}
