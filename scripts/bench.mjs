// npm run bench: what a first visit to /menu costs. Starts the stack on bench ports, loads the page
// in Chromium with an empty cache, and writes the gzip size of every JavaScript file it downloaded
// to docs/performance.md (between the bench markers, so the notes around the table stay).
import { readFileSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { run } from './lib/run.mjs';
import { ROOT, REMOTES, remotePortVariable, startStack } from './lib/stack.cjs';

const PAGE = '/menu';
const ports = {
  API_PORT: '24000',
  SHELL_PORT: '28080',
  ...Object.fromEntries(REMOTES.map((r, i) => [remotePortVariable(r.name), String(23001 + i)])),
};

if ((await run(process.execPath, ['scripts/build.mjs', '--missing'])) !== 0) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const stack = await startStack({ quiet: true, env: { ...ports, API_DATA_DIR: dataDir, API_LOG_LEVEL: 'warn', SEED_DEMO: '1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  const started = Date.now();
  await page.goto(`${stack.shellUrl('sufra')}${PAGE}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadMs = Date.now() - started;
  const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const origin = (url) => {
    const { port, pathname } = new URL(url);
    const owner = port === ports.SHELL_PORT ? 'shell' : (REMOTES[Number(port) - 23001]?.folder ?? port);
    return `${owner}${pathname}`;
  };
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)}: first visit to \`${PAGE}\` of sufra, empty cache, production build.`,
    '',
    '| file | raw KiB | gzip KiB |',
    '| --- | ---: | ---: |',
    ...files.map((f) => `| \`${origin(f.url)}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`),
    `| **total (${files.length} files)** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
    '',
    `Page ready (heading visible, network idle) in ${loadMs} ms on this machine, loopback network.`,
  ].join('\n');

  const doc = path.join(ROOT, 'docs/performance.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : `# Performance\n\n${start}\n${end}\n`;
  const [before, rest = ''] = current.split(start);
  const after = rest.split(end)[1] ?? '\n';
  writeFileSync(doc, `${before}${start}\n${table}\n${end}${after}`);
  console.log(table);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
