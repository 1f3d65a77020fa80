// The JavaScript a cold first visit downloads (gzip level 9 of each file, no interaction, until the network is idle), per page.
import { gzipSync } from 'node:zlib';
import { kib } from './doc-section.mjs';

export const measureJs = async (browser, url) => {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    files.set(
      response.url(),
      response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - started;
  const sizes = await Promise.all(files.values());
  await page.close();
  return {
    files: sizes.length,
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    loadMs,
  };
};

export const jsTable = (rows) =>
  [
    '| page | files | raw KiB | gzip KiB | loaded (network idle, loopback) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(({ path, files, raw, gzip, loadMs }) => `| \`${path}\` | ${files} | ${kib(raw)} | ${kib(gzip)} | ${loadMs} ms |`),
  ].join('\n');
