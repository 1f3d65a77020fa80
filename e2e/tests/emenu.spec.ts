import { expect, test, type Page } from '../support/test';
import { shellUrl, tenantRequest } from '../support/ports';
import { texts } from '../../mf-emenu/src/texts';

const OLAYA = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';
const ALL_BRANCHES = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b99';

/** What the guest reads in each language (the remote's own texts where they exist). */
const TEXTS = {
  en: {
    prefix: '/en',
    branch: 'Sufra - Olaya',
    kingFahd: 'Sufra - King Fahd Road',
    shrimp: 'Shrimp Kabsa',
    chicken: 'Chicken Kabsa',
    shellfish: 'Shellfish',
    man: 'Man (2500 kcal)',
    woman: 'Woman (2000 kcal)',
    child: 'Child (1800 kcal)',
    shares: ['34%', '42.5%', '47.2%'],
    star: '4 of 5 stars',
    tooMany: 'Attach at most 6 images.',
    tooLarge: 'Each image must be at most 4 MB.',
  },
  ar: {
    prefix: '',
    branch: 'سفرة - العليا',
    kingFahd: 'سفرة - طريق الملك فهد',
    shrimp: 'كبسة روبيان',
    chicken: 'كبسة دجاج',
    shellfish: 'القشريات',
    man: 'رجل (2500 سعرة)',
    woman: 'امرأة (2000 سعرة)',
    child: 'طفل (1800 سعرة)',
    shares: ['34٪', '42.5٪', '47.2٪'],
    star: '4 من 5 نجوم',
    tooMany: 'أرفق 6 صور على الأكثر.',
    tooLarge: 'يجب ألا يزيد حجم الصورة على 4 ميغابايت.',
  },
} as const;

/** Real photos, drawn by the browser (a phone photo's stand-in). */
const photos = async (page: Page, count: number) => {
  const encoded = await page.evaluate(async (n) => {
    const made: string[] = [];
    for (let index = 0; index < n; index += 1) {
      const canvas = new OffscreenCanvas(400, 300);
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${index * 50}, 70%, 50%)`;
      context.fillRect(0, 0, 400, 300);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      made.push(btoa(String.fromCharCode(...bytes)));
    }
    return made;
  }, count);
  return encoded.map((base64, index) => ({ name: `dish-${index + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }));
};

const feedbackOf = async (day: string) => {
  const response = await fetch(`${process.env.E2E_API_URL}/api/v1/operator/emenu/feedback?branch_id=1&date=${day}`, {
    headers: { 'x-tenant': 'sufra', 'x-operator-key': 'sufra-operator-demo' },
  });
  return ((await response.json()) as { data: { comment: string | null; photos: unknown[] }[] }).data;
};

for (const locale of ['ar', 'en'] as const) {
  const text = TEXTS[locale];
  const own = texts[locale];

  test.describe(`the e-menu (${locale})`, () => {
    test('a table QR opens the branch e-menu: no ordering controls, allergens filtered out, calorie shares on demand', async ({ page }) => {
      await page.goto(shellUrl('sufra', `${text.prefix}/menu/e/branch/${OLAYA}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.screens.emenuBranch);
      await expect(page.getByRole('heading', { level: 2, name: text.branch })).toBeVisible();
      await expect(page.getByRole('article', { name: text.shrimp })).toBeVisible();
      // Nothing to order with at the table: no cart in the header.
      await expect(page.getByRole('banner').getByRole('link', { name: /cart|السلة/i })).toHaveCount(0);

      await page.getByRole('button', { name: own.allergens.filter }).click();
      await page.getByRole('checkbox', { name: text.shellfish }).check();
      await expect(page.getByRole('article', { name: text.shrimp })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: own.allergens.hidden_one.replace('{{count}}', '1') })).toBeVisible();
      // Remembered on this device for this restaurant.
      await page.reload();
      await expect(page.getByRole('article', { name: text.chicken })).toBeVisible();
      await expect(page.getByRole('article', { name: text.shrimp })).toHaveCount(0);

      const chicken = page.getByRole('article', { name: text.chicken });
      await chicken.getByRole('button', { name: own.calories.showShares.replace('{{name}}', text.chicken) }).click();
      for (const [index, label] of [text.man, text.woman, text.child].entries()) {
        await expect(chicken.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) })).toHaveText(
          text.shares[index]!,
        );
      }
    });

    test('feedback with two photos: a seventh photo and a 5 MB one are refused, the two are sent', async ({ page }) => {
      await page.goto(shellUrl('sufra', `${text.prefix}/menu/e/branch/${OLAYA}`));
      await page.getByRole('button', { name: own.feedback.open }).click();
      const form = page.getByRole('form', { name: own.feedback.heading });
      await form.getByRole('radio', { name: text.star }).check();
      const comment = `${locale}: the kabsa was great ${Date.now()}`;
      await form.getByLabel(own.feedback.comment).fill(comment);

      const picker = form.getByLabel(own.feedback.addPhotos);
      const seven = await photos(page, 7);
      await picker.setInputFiles(seven);
      await expect(form.getByRole('img')).toHaveCount(6);
      await expect(form.getByRole('alert').filter({ hasText: text.tooMany })).toBeVisible();
      for (let removed = 0; removed < 5; removed += 1)
        await form.getByRole('button', { name: own.feedback.removePhoto.replace('{{number}}', '1') }).click();
      await expect(form.getByRole('img')).toHaveCount(1);
      await picker.setInputFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024, 1) }]);
      await expect(form.getByRole('alert').filter({ hasText: text.tooLarge })).toBeVisible();
      await picker.setInputFiles([seven[6]!]);
      await expect(form.getByRole('img')).toHaveCount(2);

      // The api's answer is held back until the upload's progress bar has been seen.
      let release: () => void = () => undefined;
      const progressSeen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/menu/emenu/feedback', async (route) => {
        await progressSeen;
        await route.continue();
      });
      await form.getByRole('button', { name: own.feedback.send }).click();
      await expect(form.getByRole('progressbar', { name: own.feedback.uploading })).toBeVisible();
      release();
      await expect(page.getByRole('status').filter({ hasText: own.feedback.sent })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const sent = (await feedbackOf('2026-11-22')).find((entry) => entry.comment === comment);
      expect(sent?.photos).toHaveLength(2);
    });

    test('legacy /emenu/{n} and /table/{code} links redirect as the tenant maps them; an unknown number says so', async ({
      page,
      request,
    }) => {
      await page.goto(shellUrl('sufra', `${text.prefix}/emenu/7`));
      await expect(page).toHaveURL(shellUrl('sufra', `${text.prefix}/menu/e/branch/${OLAYA}`));
      await expect(page.getByRole('heading', { level: 2, name: text.branch })).toBeVisible();
      for (const [path, location] of [
        ['/emenu/9', 'https://tables.sufra.example/table-session/9'],
        ['/table/T12', 'https://tables.sufra.example/session-by-table/T12'],
      ] as const) {
        const call = tenantRequest('sufra', `${text.prefix}${path}`);
        const answer = await request.get(call.url, { headers: call.headers, maxRedirects: 0 });
        expect([answer.status(), answer.headers()['location']]).toEqual([302, location]);
      }
      await page.goto(shellUrl('sufra', `${text.prefix}/emenu/8`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.screens.emenu);
      await expect(page.getByRole('alert')).toContainText(own.emenu.notFound);
    });

    test('a multi-branch QR lets the guest choose the branch, then opens its e-menu', async ({ page }) => {
      await page.goto(shellUrl('sufra', `${text.prefix}/menu/e/branches/${ALL_BRANCHES}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.screens.emenuBranches);
      await expect(page.getByRole('link', { name: new RegExp(text.branch) })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(text.kingFahd) }).click();
      await expect(page).toHaveURL(shellUrl('sufra', `${text.prefix}/menu/e/branch/5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b02`));
      await expect(page.getByRole('heading', { level: 2, name: text.kingFahd })).toBeVisible();
    });
  });
}
