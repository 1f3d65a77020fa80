import type { BrowserContext } from '@playwright/test';
import { apiCall } from './api';
import { shellUrl } from './ports';

/** Marks every popup banner of the tenant as seen, so it does not cover the page under test. */
export const skipPopupBanners = async (context: BrowserContext, tenant: string): Promise<void> => {
  const banners = (await apiCall(tenant, '/api/v1/tenant/banners/all?place=web')).body?.data as Array<{ id: number }>;
  await context.addCookies(banners.map((banner) => ({ name: `popup_banner_${banner.id}`, value: '1', url: shellUrl(tenant) })));
};

/** A call of the restaurant side (operator key of the demo). */
export const operatorCall = async (tenant: string, path: string, method: string, body: unknown) => {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-tenant': tenant, 'x-operator-key': `${tenant}-operator-demo` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : { data: {} }) as { data: Record<string, unknown> };
};
