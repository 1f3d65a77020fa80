import type { DemoCustomer } from '../demo-tenant';

/** Mona, with a Zamalek address, 215.00 EGP in her wallet and 120 points. */
export const NILE_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Mona Hassan',
    country_code: 'EG',
    mobile: '01012345678',
    email: 'mona.hassan@example.com',
    gender: 'female',
    birth_date: '1990-09-02',
    referral_code: 'MONA25',
    group: { id: 2, name: 'Silver' },
    addresses: [
      {
        street_name: 'شارع حسن صبري',
        building_type: 'house',
        building_number: '12',
        floor_number: '3',
        apartment_number: '6',
        special_mark: null,
        description: null,
        latitude: 30.0644,
        longitude: 31.2163,
      },
    ],
    vehicles: [],
    wallet: [
      { amount: '300.00', reason: 'Welcome credit', reason_code: 'top_up', created_at: '2025-02-01T12:00:00+02:00' },
      { amount: '-85.00', reason: 'Paid part of order #311', reason_code: 'order_paid', created_at: '2025-02-14T19:25:00+02:00' },
    ],
    points: [{ amount: 120, reason: 'Earned on order #311', reason_code: 'order_earned', created_at: '2025-02-14T19:25:00+02:00' }],
  },
];
