import type { Page } from '@playwright/test';

/** What the stand-in sheet was asked and answered, read back by the test. */
export interface SheetRecord {
  version: number;
  request: { countryCode: string; currencyCode: string; total: { label: string; amount: string } };
  merchantSession: { merchantSessionIdentifier?: string; domainName?: string } | null;
  completed: number | null;
}

/**
 * Safari's `ApplePaySession` in Chromium, as Apple Pay JS documents it
 * (https://developer.apple.com/documentation/apple_pay_on_the_web/applepaysession): the customer
 * authorizes at once, the sheet handing the page a token of Apple's shape (`paymentData`, `paymentMethod`,
 * `transactionIdentifier`). What it was asked is kept in the tab's session storage (the page moves on to the
 * check-payment page), read back by `sheetsOf`.
 */
export const installApplePaySheet = (page: Page, paymentData: string) =>
  page.addInitScript((data) => {
    const sheets = JSON.parse(sessionStorage.getItem('apple-sheets') ?? '[]') as unknown[];
    const keep = () => sessionStorage.setItem('apple-sheets', JSON.stringify(sheets));
    class ApplePaySession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      static supportsVersion = (version: number) => version >= 1 && version <= 14;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
      oncancel: (() => void) | null = null;
      private record: { version: number; request: unknown; merchantSession: unknown; completed: number | null };
      constructor(version: number, request: unknown) {
        this.record = { version, request, merchantSession: null, completed: null };
        sheets.push(this.record);
        keep();
      }
      begin() {
        this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession' });
      }
      abort() {}
      completeMerchantValidation(merchantSession: unknown) {
        this.record.merchantSession = merchantSession;
        keep();
        this.onpaymentauthorized?.({
          payment: {
            token: {
              paymentData: { version: 'EC_v1', data, signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx', header: { transactionId: 'a1b2' } },
              paymentMethod: { displayName: 'Visa 0492', network: 'Visa', type: 'debit' },
              transactionIdentifier: 'A1B2C3',
            },
          },
        });
      }
      completePayment(result: number) {
        this.record.completed = result;
        keep();
      }
    }
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = ApplePaySession;
  }, paymentData);

export const sheetsOf = (page: Page): Promise<SheetRecord[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('apple-sheets') ?? '[]') as SheetRecord[]);
