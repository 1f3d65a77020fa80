import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';

const LABELS: Record<string, string> = {
  open: 'Open',
  closed: 'Closed',
  busy: 'Busy',
  preorder: 'Preorder available',
  scheduled_only: 'Scheduled Only',
};

type ApiBranch = { id: number; names: { en: string }; status: string };
const branchesNow = async (tenant: string) => (await apiCall(tenant, '/api/v1/branch/frontend/branches')).body!.data as ApiBranch[];

/** Each branch card shows the state the API computes right now. */
const expectStatesOf = async (page: Page, branches: ApiBranch[]) => {
  for (const branch of branches) {
    await expect(page.getByRole('article', { name: branch.names.en }).getByText(LABELS[branch.status]!, { exact: true })).toBeVisible();
  }
};

test('branches show their state, hours and distance, and change live', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 24.6953, longitude: 46.6855 });
  await page.goto(shellUrl('sufra', '/en/branches'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectStatesOf(page, await branchesNow('sufra'));
  await expect(page.getByRole('heading', { name: 'Working hours' }).first()).toBeVisible();
  await expect(page.getByText(/\d{2}:\d{2} (AM|PM) – \d{2}:\d{2} (AM|PM)/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Show distances from my location' }).click();
  await expect(page.getByText(/^\d+\.\d{2} km away$/)).toHaveCount(3);

  // The restaurant opens the branch it had closed by hand (Al Malqa, so the menu specs running
  // beside this one keep their branches): the page asks again and shows the new state without a reload.
  const first = (await branchesNow('sufra')).find((branch) => branch.names.en === 'Sufra - Al Malqa');
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/v1/branch/frontend/branches'));
  const updated = await fetch(`${process.env.E2E_API_URL}/api/v1/operator/branches/${first!.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-tenant': 'sufra', 'x-operator-key': 'sufra-operator-demo' },
    body: JSON.stringify({ manually_closed: false }),
  });
  expect(updated.status).toBeLessThan(300);
  await refreshed;
  await expectStatesOf(page, await branchesNow('sufra'));
  await fetch(`${process.env.E2E_API_URL}/api/v1/operator/branches/${first!.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-tenant': 'sufra', 'x-operator-key': 'sufra-operator-demo' },
    body: JSON.stringify({ manually_closed: true }),
  });
});

test('branches in Arabic', async ({ page }) => {
  await page.goto(shellUrl('nile', '/branches'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفروع');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(/(ص|م) – \d{2}:\d{2} (ص|م)/).first()).toBeVisible();
});
