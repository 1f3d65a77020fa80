import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { shellUrl } from '../support/ports';

/** The repository's budget file (docs/performance.md, "Size gate"). */
const budget = JSON.parse(readFileSync(path.join(__dirname, '../../perf-budget.json'), 'utf8')) as { firstVisitMenuJsGzipBytes: number };

// Bytes, not time: each downloaded file is gzipped here at level 9, so the figure depends only on the build.
test('a cold first visit to /menu downloads no more JavaScript than the budget', async ({ page }) => {
  const files = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    files.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto(shellUrl('sufra', '/menu'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(files.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: 'first-visit JavaScript', description: `${total} bytes gzip in ${sizes.length} files` });
  console.log(
    `first visit to /menu: ${total} bytes of JavaScript gzip in ${sizes.length} files (budget ${budget.firstVisitMenuJsGzipBytes})`,
  );
  expect(total, 'gzip bytes of JavaScript on a cold first visit to /menu (perf-budget.json)').toBeLessThanOrEqual(
    budget.firstVisitMenuJsGzipBytes,
  );
});
