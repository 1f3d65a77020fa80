import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TURNSTILE_TEST_KEYS } from '../../api/src/testing/turnstile-stand-in';
import { UNIFONIC_TEST_APP_SID } from '../../api/src/testing/unifonic-stand-in';
import { E2E_CLOCK_START, E2E_PORTS } from './ports';

const loopback = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The api as a platform with real SMS and human-check providers runs it: login codes through
 * Unifonic, the human check through Turnstile (each at its stand-in's address, which the spec that
 * uses this stack starts), with the demo tenants on a database of its own, and a shell over it that
 * serves the same remotes. Answers its stop.
 */
export const startProvidersStack = async (
  root: string,
  remoteUrls: Record<string, string>,
  waitForHealth: (url: string, child: ChildProcess) => Promise<void>,
): Promise<() => Promise<void>> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-providers-db-'));
  const turnstile = loopback(E2E_PORTS.turnstile);
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(E2E_PORTS.providersApi),
      API_DATA_DIR: dataDir,
      API_LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      API_CLOCK_START: E2E_CLOCK_START,
      STOREFRONT_URL: `http://{host}:${E2E_PORTS.providersShell}`,
      SMS_PROVIDER: 'unifonic',
      UNIFONIC_API_URL: loopback(E2E_PORTS.unifonic),
      UNIFONIC_APP_SID: UNIFONIC_TEST_APP_SID,
      SMS_SENDER_NAME: 'Storefront',
      HUMAN_CHECK_PROVIDER: 'turnstile',
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_KEYS.secretKey,
      TURNSTILE_SITE_KEY: TURNSTILE_TEST_KEYS.siteKey,
      TURNSTILE_VERIFY_URL: `${turnstile}/turnstile/v0/siteverify`,
      TURNSTILE_SCRIPT_URL: `${turnstile}/turnstile/v0/api.js`,
    },
  });
  const apiUrl = `http://localhost:${E2E_PORTS.providersApi}`;
  const shell = spawn(process.execPath, ['shell/server-dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...remoteUrls, SHELL_PORT: String(E2E_PORTS.providersShell), API_URL: apiUrl },
  });
  const stop = async () => {
    for (const child of [shell, api]) child.kill('SIGTERM');
    await Promise.all(
      [shell, api].map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitForHealth(`${apiUrl}/api/v1/health`, api),
      waitForHealth(`http://localhost:${E2E_PORTS.providersShell}/healthz`, shell),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_PROVIDERS_API_URL = apiUrl;
  return stop;
};
