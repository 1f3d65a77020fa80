// Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown) on the project's Chromium, cold cache.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kib, median } from './doc-section.mjs';

const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--headless=new',
];

const runOnce = async (chromePath, url) => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: (lhr.categories.performance.score ?? 0) * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  } finally {
    await chrome.kill();
  }
};

/** The median of `runs` runs of each figure (each figure's own median). */
export const lighthouseMedian = async (chromePath, url, runs) => {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(chromePath, url));
  const of = (key) => median(results.map((result) => result[key]));
  return {
    score: of('score'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    js: of('js'),
    benchmarkIndex: of('benchmarkIndex'),
    lcpElement: results.at(-1).lcpElement,
  };
};

export const lighthouseTable = (rows) =>
  [
    '| page | score | LCP | TBT | CLS | JS transferred (whole cold load, so at least what comes before interactive) | LCP / static LCP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ label, page: p, copy }) =>
        `| ${label} | ${Math.round(p.score)} | ${(p.lcp / 1000).toFixed(2)} s | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ${kib(p.js)} KiB | ${(p.lcp / copy.lcp).toFixed(2)} |\n` +
        `| ${label}, static copy | ${Math.round(copy.score)} | ${(copy.lcp / 1000).toFixed(2)} s | ${Math.round(copy.tbt)} ms | ${copy.cls.toFixed(3)} | ${kib(copy.js)} KiB | 1.00 |`,
    ),
  ].join('\n');
