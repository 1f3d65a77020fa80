import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveFolder } from '@storefront/static-host';
import { E2E_CLOCK_START, E2E_PORTS } from './ports';
// The same launcher as `npm start`.
import { ROOT, REMOTES, remotePortVariable, remoteUrlVariable, startStack } from '../../scripts/lib/stack.cjs';
import { vapidEnvOf } from '../../scripts/lib/vapid-keys.cjs';
import { startMoyasarStandIn } from '../../api/src/testing/moyasar-stand-in';
import { startPaymobStandIn } from '../../api/src/testing/paymob-stand-in';
import { startProvidersStack } from './providers-stack';

const remotePort = (index: number) => E2E_PORTS.remotesBase + index + 1;
/** Where every remote of the main stack is served, for the other shells of the suite. */
const remoteUrlEnv = Object.fromEntries(
  REMOTES.map((remote, index) => [remoteUrlVariable(remote.name), `http://localhost:${remotePort(index)}`]),
);
const remotePortEnv = Object.fromEntries(REMOTES.map((remote, index) => [remotePortVariable(remote.name), String(remotePort(index))]));

const waitForHealth = async (url: string, child: ChildProcess) => {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} never answered`);
};

/**
 * Starts the product on test ports with a fresh database, plus an "isolation" shell whose
 * waiting-list remote is a server the tests stop and start, whose e-menu is a remote that throws,
 * whose reservations remote is a folder the deploy test rebuilds, and whose menu has no server build.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-db-'));
  const deployDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-deploy-'));
  const photosDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-photos-'));
  cpSync(path.join(ROOT, 'mf-reservations/dist'), deployDir, { recursive: true });
  // The isolation shell's menu: deployed without its server build, so its pages are rendered in the browser
  // (a test deploys the server build beside it for a while).
  const browserOnlyMenuDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-menu-'));
  cpSync(path.join(ROOT, 'mf-menu/dist'), browserOnlyMenuDir, { recursive: true, filter: (source) => path.basename(source) !== 'server' });

  // Moyasar's and Paymob's APIs for the tenants a test connects to them (MOYASAR_TEST_KEYS, PAYMOB_TEST_KEYS):
  // the card form posts to Moyasar from the browser, Paymob's checkout is its own page; the api verifies and refunds there.
  const moyasar = await startMoyasarStandIn(E2E_PORTS.moyasar);
  const paymob = await startPaymobStandIn(E2E_PORTS.paymob);
  const stack = await startStack({
    quiet: true,
    env: {
      API_PORT: String(E2E_PORTS.api),
      SHELL_PORT: String(E2E_PORTS.shell),
      API_DATA_DIR: dataDir,
      FEEDBACK_PHOTOS_DIR: photosDir,
      SEED_DEMO: '1',
      DEV_OUTBOX: '1',
      // Every test logs in from the same address: the per-address limit of login codes is the api's own test's business.
      OTP_CODES_PER_IP_PER_HOUR: '1000',
      // The same for the waiting list's joins (its limits and human check are the api's own tests' business).
      WAITING_JOINS_PER_IP_PER_HOUR: '1000',
      WAITING_UNCHECKED_JOINS_PER_IP_PER_HOUR: '1000',
      // Sunday 12:00 in Riyadh: every branch state of the demo is known (docs/api.md, demo branches).
      API_CLOCK_START: E2E_CLOCK_START,
      API_LOG_LEVEL: 'warn',
      // The sandbox payment page sends the browser back to this stack's shell.
      STOREFRONT_URL: `http://{host}:${E2E_PORTS.shell}`,
      MOYASAR_API_URL: moyasar.url,
      PAYMOB_API_URL: paymob.url,
      // Tenants may connect their own payment provider (sealed with a key made for this run).
      SECRETS_KEY: randomBytes(32).toString('hex'),
      // Web push: VAPID keys made for this run, never committed.
      ...vapidEnvOf({}),
      ...remotePortEnv,
    },
  });
  // Started here, on a port the system picks, so the deploy test only rebuilds the folder.
  const deployHost = await serveFolder({ root: deployDir, port: 0, label: 'the reservations remote the deploy test rebuilds' });
  const deployPort = (deployHost.address() as AddressInfo).port;
  const browserOnlyMenuHost = await serveFolder({ root: browserOnlyMenuDir, port: 0, label: 'the menu remote without its server build' });
  const browserOnlyMenuPort = (browserOnlyMenuHost.address() as AddressInfo).port;
  const throwingHost = await serveFolder({
    root: path.join(ROOT, 'e2e/fixtures/throwing-remote'),
    port: E2E_PORTS.throwingRemote,
    label: 'the throwing remote fixture',
  });

  const isolationShell = spawn(process.execPath, ['shell/server-dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SHELL_PORT: String(E2E_PORTS.isolationShell),
      API_URL: stack.apiUrl,
      ...remoteUrlEnv,
      REMOTE_WAITING_LIST_URL: `http://localhost:${E2E_PORTS.stoppableRemote}`,
      REMOTE_EMENU_URL: `http://localhost:${E2E_PORTS.throwingRemote}/remoteEntry.js`,
      REMOTE_RESERVATIONS_URL: `http://localhost:${deployPort}`,
      REMOTE_MENU_URL: `http://localhost:${browserOnlyMenuPort}`,
    },
  });
  await waitForHealth(`http://localhost:${E2E_PORTS.isolationShell}/healthz`, isolationShell);
  const stopProvidersStack = await startProvidersStack(ROOT, remoteUrlEnv, waitForHealth);
  process.env.E2E_DEPLOY_DIR = deployDir;
  process.env.E2E_BROWSER_ONLY_MENU_DIR = browserOnlyMenuDir;
  process.env.E2E_API_URL = stack.apiUrl;

  return async () => {
    isolationShell.kill('SIGTERM');
    await stopProvidersStack();
    throwingHost.close();
    deployHost.closeAllConnections();
    deployHost.close();
    browserOnlyMenuHost.closeAllConnections();
    browserOnlyMenuHost.close();
    await stack.stop();
    await moyasar.close();
    await paymob.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(deployDir, { recursive: true, force: true });
    rmSync(photosDir, { recursive: true, force: true });
    rmSync(browserOnlyMenuDir, { recursive: true, force: true });
  };
}
