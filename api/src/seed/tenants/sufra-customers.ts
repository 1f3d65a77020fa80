import type { DemoCustomer } from '../demo-tenant';

/** Sara has a history (group, addresses, a car, wallet 125.50 SAR, 340 points); Omar has none. */
export const SUFRA_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Sara Al-Qahtani',
    country_code: 'SA',
    mobile: '551234567',
    email: 'sara.qahtani@example.com',
    gender: 'female',
    birth_date: '1993-04-18',
    referral_code: 'SARA10',
    group: { id: 3, name: 'Gold' },
    addresses: [
      {
        street_name: 'شارع التحلية',
        building_type: 'villa',
        building_number: '7421',
        floor_number: null,
        apartment_number: null,
        special_mark: 'بوابة سوداء بجانب المسجد',
        description: 'الفيلا الثانية على اليمين بعد الإشارة',
        latitude: 24.6995,
        longitude: 46.6849,
      },
      {
        street_name: 'طريق الملك فهد',
        building_type: 'office',
        building_number: '3120',
        floor_number: '14',
        apartment_number: '1405',
        special_mark: 'برج الفيصلية',
        description: 'الاستقبال في الدور الأرضي',
        latitude: 24.6904,
        longitude: 46.6852,
      },
    ],
    vehicles: [
      {
        brand_id: 1,
        brand_name: 'Toyota',
        brand_logo: null,
        color_id: 1,
        color_name: 'White',
        color_code: '#ffffff',
        plate_number: 'ABC 1234',
      },
    ],
    wallet: [
      { amount: '100.00', reason: 'Wallet top-up', reason_code: 'top_up', created_at: '2025-01-10T18:20:00+03:00' },
      { amount: '50.00', reason: 'Refund for order #1042', reason_code: 'refund', created_at: '2025-02-02T13:05:00+03:00' },
      { amount: '-24.50', reason: 'Paid part of order #1057', reason_code: 'order_paid', created_at: '2025-02-20T20:41:00+03:00' },
    ],
    points: [
      { amount: 200, reason: 'Earned on order #1042', reason_code: 'order_earned', created_at: '2025-01-28T21:15:00+03:00' },
      { amount: 180, reason: 'Earned on order #1057', reason_code: 'order_earned', created_at: '2025-02-20T20:41:00+03:00' },
      { amount: -40, reason: 'Redeemed on order #1063', reason_code: 'order_paid', created_at: '2025-03-04T19:30:00+03:00' },
    ],
  },
  {
    name: 'Omar Al-Harbi',
    country_code: 'SA',
    mobile: '559876543',
    email: null,
    gender: 'male',
    birth_date: null,
    referral_code: null,
    group: null,
    addresses: [],
    vehicles: [],
    wallet: [],
    points: [],
  },
];
