// The JavaScript a cold first visit downloads (gzip level 9 of each file, no interaction), per page: what
// it asks for before it is interactive, and all of it until the network is idle. A server-painted page is
// interactive once hydrated (`data-first-paint="hydrated"`); a page the browser renders only once its
// screen has loaded, so for it both figures are the whole load.
import { gzipSync } from 'node:zlib';
import { kib } from './doc-section.mjs';

const recordInteractive = () => {
  new MutationObserver((_records, observer) => {
    const mark = document.documentElement.dataset.firstPaint;
    if (mark !== 'hydrated' && mark !== 'rendered') return;
    window.interactiveAt = mark === 'hydrated' ? performance.now() : Infinity;
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-paint'] });
};

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
  await page.addInitScript(recordInteractive);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - started;
  const early = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (window.interactiveAt ?? Infinity))
        .map((entry) => entry.name),
    ),
  );
  const sizes = await Promise.all([...files].map(async ([file, size]) => ({ file, ...(await size) })));
  await page.close();
  const sum = (list, key) => list.reduce((total, size) => total + size[key], 0);
  const beforeInteractive = sizes.filter(({ file }) => early.has(file));
  return {
    files: sizes.length,
    raw: sum(sizes, 'raw'),
    gzip: sum(sizes, 'gzip'),
    interactiveFiles: beforeInteractive.length,
    interactiveGzip: sum(beforeInteractive, 'gzip'),
    loadMs,
  };
};

export const jsTable = (rows) =>
  [
    '| page | before interactive: files | gzip KiB | until network idle: files | raw KiB | gzip KiB | loaded (network idle, loopback) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ path, interactiveFiles, interactiveGzip, files, raw, gzip, loadMs }) =>
        `| \`${path}\` | ${interactiveFiles} | ${kib(interactiveGzip)} | ${files} | ${kib(raw)} | ${kib(gzip)} | ${loadMs} ms |`,
    ),
  ].join('\n');
