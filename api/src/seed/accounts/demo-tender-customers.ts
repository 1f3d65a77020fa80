import type { DemoCustomer } from '../demo-tenant';

/**
 * Khalid pays part of his orders with points and wallet: 600 points (above sufra's minimum balance
 * of 500, so usable at checkout: 60.00 SAR at 0.10 a point) and 40.00 SAR in his wallet, each the
 * sum of its ledger entries.
 */
const KHALID: DemoCustomer = {
  name: 'Khalid Al-Dosari',
  country_code: 'SA',
  mobile: '551114455',
  email: 'khalid.dosari@example.com',
  gender: 'male',
  birth_date: '1985-06-21',
  referral_code: 'KHALID3',
  group: { id: 2, name: 'Silver' },
  addresses: [
    {
      street_name: 'شارع العليا العام',
      building_type: 'office',
      building_number: '4410',
      floor_number: '6',
      apartment_number: '603',
      special_mark: 'برج المملكة من الجهة الشمالية',
      description: null,
      latitude: 24.7005,
      longitude: 46.6827,
    },
  ],
  vehicles: [],
  wallet: [
    { amount: '50.00', reason: 'Wallet top-up', reason_code: 'top_up', created_at: '2025-03-01T12:00:00+03:00' },
    { amount: '15.00', reason: 'Refund for order #3102', reason_code: 'refund', created_at: '2025-03-09T14:10:00+03:00' },
    { amount: '-25.00', reason: 'Paid part of order #3104', reason_code: 'order_paid', created_at: '2025-03-20T20:30:00+03:00' },
  ],
  points: [
    { amount: 300, reason: 'Earned on order #3101', reason_code: 'order_earned', created_at: '2025-03-02T21:00:00+03:00' },
    { amount: 250, reason: 'Earned on order #3102', reason_code: 'order_earned', created_at: '2025-03-08T20:15:00+03:00' },
    { amount: 150, reason: 'Earned on order #3103', reason_code: 'order_earned', created_at: '2025-03-14T19:45:00+03:00' },
    { amount: -100, reason: 'Redeemed on order #3104', reason_code: 'order_paid', created_at: '2025-03-20T20:30:00+03:00' },
  ],
};

/** Customers of seed step `030_tender_customers`, per tenant. */
export const DEMO_TENDER_CUSTOMERS: Readonly<Record<string, readonly DemoCustomer[]>> = {
  sufra: [KHALID],
};
