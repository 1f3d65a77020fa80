// npm run test:new-remote (the last stage of `npm test`): `npm run new-remote` gives a remote that works
// with no hand edit. It adds a throwaway remote, builds shared, the shell and that remote, serves them
// with the api, opens the remote's route in Chromium in both languages and sees its title and the
// tenant's branches from the api; then it removes the remote, puts back the builds it replaced and
// checks that the working tree is as it was. Ports: NEW_REMOTE_CHECK_PORT (api; +1 shell, +2 remote).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'throwaway-check';
const ROUTE = '/throwaway-check';
const TITLES = { en: 'Throwaway check', ar: 'فحص مؤقت' };
// The template's name of its list of branches.
const LIST = { en: 'Our branches', ar: 'فروعنا' };
const BASE_PORT = Number(process.env.NEW_REMOTE_CHECK_PORT ?? 15800);
const TENANT = 'sufra';
// The builds this check replaces (they then know the throwaway remote), put back when it ends.
const REPLACED_BUILDS = ['shared/dist', 'shell/dist', 'shell/server-dist'];
const KEPT = path.join(ROOT, '.tmp/new-remote-check');

const step = (text) => console.log(`[new-remote check] ${text}`);

/** Runs a command in the repository; rejects when it fails. */
const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });

const gitStatus = () => execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });

const keepBuilds = () => {
  rmSync(KEPT, { recursive: true, force: true });
  for (const dir of REPLACED_BUILDS) {
    mkdirSync(path.dirname(path.join(KEPT, dir)), { recursive: true });
    if (existsSync(path.join(ROOT, dir))) renameSync(path.join(ROOT, dir), path.join(KEPT, dir));
  }
};
const restoreBuilds = () => {
  for (const dir of REPLACED_BUILDS) {
    rmSync(path.join(ROOT, dir), { recursive: true, force: true });
    if (existsSync(path.join(KEPT, dir))) renameSync(path.join(KEPT, dir), path.join(ROOT, dir));
  }
  rmSync(KEPT, { recursive: true, force: true });
};

/** The tenant's branches as the api gives them to its storefront. */
const branchesOf = async (apiUrl, tenant) => {
  const lookup = await (await fetch(`${apiUrl}/api/v1/tenant/lookup?host=${tenant}.localhost`)).json();
  const answer = await fetch(`${apiUrl}/api/v1/branch/frontend/branches`, {
    headers: { 'x-tenant': tenant, 'x-app-token': lookup.data.app_token, accept: 'application/json' },
  });
  return (await answer.json()).data;
};

/** Opens the route in each language and waits for the screen's title and the first branch's name. */
const openInChromium = async (shellUrl, branches) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    for (const locale of ['en', 'ar']) {
      const url = `${shellUrl}${locale === 'en' ? '/en' : ''}${ROUTE}`;
      const response = await page.goto(url);
      if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
      await page.getByRole('heading', { level: 1, name: TITLES[locale], exact: true }).waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { level: 2, name: branches[0].names[locale], exact: true }).waitFor({ timeout: 30_000 });
      const shown = await page.getByRole('list', { name: LIST[locale], exact: true }).getByRole('listitem').count();
      if (shown !== branches.length) throw new Error(`${url} lists ${shown} branches, the api has ${branches.length}`);
      step(`${url}: "${TITLES[locale]}" and the ${shown} branches of ${TENANT}`);
    }
  } finally {
    await browser.close();
  }
};

const started = Date.now();
const before = gitStatus();
let stack;
let failure = null;
let added = false;
let keptBuilds = false;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-new-remote-db-'));
try {
  step(`adding the remote ${NAME}`);
  added = true;
  await run(process.execPath, ['scripts/new-remote.mjs', NAME, '--route', ROUTE, '--title', TITLES.en, '--title-ar', TITLES.ar]);

  // Read after the command: the registry names the new remote now.
  const { REMOTES, remotePortVariable, startStack } = await import('./lib/stack.cjs');
  const { NODE_PARTS, isBuilt } = await import('./lib/build-plan.mjs');
  const remote = REMOTES.find((entry) => entry.name === NAME);

  keepBuilds();
  keptBuilds = true;
  step('building shared, the missing node parts, the shell and the remote');
  for (const part of NODE_PARTS)
    if (part.workspace === 'shared' || !isBuilt(part)) await run('npm', ['run', 'build', '--silent', '--workspace', part.workspace]);
  // Two at a time, as `npm run build` does (CI has two cores).
  await Promise.all([
    run('npm', ['run', 'build', '--silent', '--workspace', 'shell']),
    run('npm', ['run', 'build', '--silent', '--workspace', remote.folder]),
  ]);

  step('starting the api, the shell and the remote');
  stack = await startStack({
    quiet: true,
    remotes: [remote],
    env: {
      API_PORT: String(BASE_PORT),
      SHELL_PORT: String(BASE_PORT + 1),
      [remotePortVariable(NAME)]: String(BASE_PORT + 2),
      API_DATA_DIR: dataDir,
      SEED_DEMO: '1',
      API_LOG_LEVEL: 'warn',
    },
  });
  const branches = await branchesOf(stack.apiUrl, TENANT);
  if (branches.length === 0) throw new Error(`the api gives ${TENANT} no branches to show`);
  await openInChromium(stack.shellUrl(TENANT), branches);
} catch (error) {
  failure = error;
} finally {
  await stack?.stop();
  if (added) await run(process.execPath, ['scripts/new-remote.mjs', '--remove', NAME]).catch((error) => (failure ??= error));
  if (keptBuilds) restoreBuilds();
  rmSync(dataDir, { recursive: true, force: true });
}

const after = gitStatus();
if (after !== before) failure ??= new Error(`the working tree changed:\n${after}`);
if (failure) {
  console.error(`[new-remote check] FAILED: ${failure.stack ?? failure}`);
  process.exit(1);
}
step(`passed in ${((Date.now() - started) / 1000).toFixed(0)}s; the tree is as it was`);
