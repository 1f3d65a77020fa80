import { expect, type Page } from '@playwright/test';
import { storageKey } from '@storefront/shared/site';
import { apiCall, loginByEmail, loginByMobile } from './api';

/** The password every seeded customer with an e-mail has (api/src/seed/accounts/demo-accounts.ts). */
export const DEMO_PASSWORD = 'demo-password-1';

/** The newest code the development outbox holds for a number (national form at the end of `to`). */
export const latestCodeFor = async (tenant: string, mobile: string): Promise<string> => {
  const latest = async (): Promise<string | null> => {
    const outbox = await apiCall(tenant, '/api/v1/dev/outbox');
    return (outbox.body?.data as Array<{ to: string; code: string | null }>).find((m) => m.to.endsWith(mobile) && m.code)?.code ?? null;
  };
  // A password reset's mail is sent after the answer: its code arrives a moment after the page moved on.
  let code: string | null = null;
  await expect.poll(async () => (code = await latest()), { message: `a code for ${mobile} in the outbox` }).not.toBeNull();
  return code!;
};

let lastMobile = 0;

/** A mobile number nobody used yet in this run: SA 55 followed by 7 digits (never twice in one worker, even within a millisecond). */
export const freshSaudiMobile = (): string => {
  lastMobile = Math.max(Date.now() % 10_000_000, (lastMobile + 1) % 10_000_000);
  return `55${String(lastMobile).padStart(7, '0')}`;
};

/** Hands a customer token to the page, as a stored session (kept when the page reloads), optionally with the address chosen before. */
export const sessionOnPage = async (page: Page, tenant: string, token: string, selectedAddressId?: number): Promise<void> => {
  const stored = selectedAddressId === undefined ? { token } : { token, selected_address_id: selectedAddressId };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [storageKey(tenant, 'session'), JSON.stringify(stored)],
  );
};

/** A new customer (fresh mobile, logged in by the code of the outbox): their token, own referral code and (SA) mobile. */
export const freshCustomer = async (tenant: string): Promise<{ token: string; referralCode: string; mobile: string }> => {
  const mobile = freshSaudiMobile();
  const { token, customer } = await loginByMobile(tenant, 'SA', mobile);
  const referralCode = customer['referral_code'];
  if (typeof referralCode !== 'string') throw new Error('the new customer has no referral code');
  return { token, referralCode, mobile };
};

/** Logs in by e-mail through the api and hands the token to the page, as a stored session. */
export const signInPage = async (page: Page, tenant: string, email: string): Promise<void> => {
  await sessionOnPage(page, tenant, (await loginByEmail(tenant, email, DEMO_PASSWORD)).token);
};
