import type { DemoCustomer } from '../demo-tenant';

const customer = (name: string, mobile: string, email: string, referralCode: string): DemoCustomer => ({
  name,
  country_code: 'SA',
  mobile,
  email,
  gender: null,
  birth_date: null,
  referral_code: referralCode,
  group: null,
  addresses: [],
  vehicles: [],
  wallet: [
    { amount: '40.00', reason: 'Wallet top-up', reason_code: 'top_up', created_at: '2025-04-01T12:00:00+03:00' },
    { amount: '20.00', reason: 'Refund for order #3201', reason_code: 'refund', created_at: '2025-04-05T18:30:00+03:00' },
  ],
  points: [
    { amount: 400, reason: 'Earned on order #3200', reason_code: 'order_earned', created_at: '2025-04-02T21:00:00+03:00' },
    { amount: 200, reason: 'Earned on order #3201', reason_code: 'order_earned', created_at: '2025-04-04T20:00:00+03:00' },
  ],
});

/**
 * Customers who pay one order wholly from the wallet and the next with points, wallet and card together, one for
 * each language of `e2e/tests/order-page.spec.ts` (used by it only): 60.00 SAR in the wallet (above sufra's wallet
 * minimum order of 50.00) and 600 points (above its minimum balance of 500), each the sum of its ledger entries.
 */
export const DEMO_MIXED_TENDER_CUSTOMERS: Readonly<Record<string, readonly DemoCustomer[]>> = {
  sufra: [
    customer('Noura Al-Harbi', '551117711', 'noura.harbi@example.com', 'NOURA6'),
    customer('Faisal Al-Otaibi', '551117722', 'faisal.otaibi@example.com', 'FAISAL6'),
  ],
};
