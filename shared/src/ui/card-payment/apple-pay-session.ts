/**
 * The parts of Apple Pay JS the storefront uses (https://developer.apple.com/documentation/apple_pay_on_the_web/applepaysession):
 * Safari's `ApplePaySession`, absent from other browsers.
 */
export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: number | { status: number }): void;
}

interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** Apple Pay JS version 5 takes mada (https://developer.apple.com/documentation/apple_pay_on_the_web/apple_pay_on_the_web_version_history). */
export const APPLE_PAY_VERSION = 5;

/** Safari's `ApplePaySession` when this browser can pay with it now, else null. */
export const applePaySession = (): ApplePaySessionClass | null => {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  try {
    if (typeof session?.canMakePayments !== 'function' || session.canMakePayments() !== true) return null;
    return session.supportsVersion && !session.supportsVersion(APPLE_PAY_VERSION) ? null : session;
  } catch {
    return null;
  }
};

/** Apple Pay needs Safari (docs/specification.md §5): offered only where the browser has a working ApplePaySession. */
export const applePayAvailable = (): boolean => applePaySession() !== null;
