import type { LocalizedText } from '@storefront/shared/contracts';
import type { DemoCustomer } from '../demo-tenant';

/** Every demo customer with an e-mail logs in with this password too (docs/api.md). */
export const DEMO_PASSWORD = 'demo-password-1';

export interface DemoReward {
  names: LocalizedText;
  descriptions: LocalizedText;
  points: number;
  wallet_amount: string;
  /** The menu dish a voucher reward gives free (step `103_reward_dishes`). */
  item_id?: number;
}

export interface DemoChallenge {
  names: LocalizedText;
  descriptions: LocalizedText;
  goal_type: 'orders_count' | 'orders_amount';
  target: number;
  reward_type: 'points' | 'wallet';
  reward_amount: string;
  starts_at: string;
  ends_at: string;
  /** Progress per customer mobile: entries of the progress ledger. */
  progress: Record<string, Array<{ amount: number; reference: string; created_at: string }>>;
}

export interface DemoAccounts {
  /** Referral codes given to seeded customers without one, by mobile. */
  referralCodes: Record<string, string>;
  /** `referral.*` settings. */
  referralSettings: Record<string, string>;
  /** Customers added by this step, with a long history (paged logs). */
  customers: DemoCustomer[];
  rewards: DemoReward[];
  challenges: DemoChallenge[];
}

const month = (n: number) => String(n).padStart(2, '0');

/** Layla orders often: 14 points entries and 12 wallet entries, so the logs have two pages. */
const LAYLA: DemoCustomer = {
  name: 'Layla Al-Otaibi',
  country_code: 'SA',
  mobile: '551112222',
  email: 'layla.otaibi@example.com',
  gender: 'female',
  birth_date: '1988-11-05',
  referral_code: 'LAYLA5',
  group: { id: 3, name: 'Gold' },
  addresses: [
    {
      street_name: 'شارع الأمير سلطان',
      building_type: 'house',
      building_number: '2210',
      floor_number: '2',
      apartment_number: '4',
      special_mark: 'مقابل الصيدلية',
      description: null,
      latitude: 24.7402,
      longitude: 46.6551,
    },
  ],
  vehicles: [
    {
      brand_id: 2,
      brand_name: 'Hyundai',
      brand_logo: '/media/vehicles/hyundai.svg',
      color_id: 3,
      color_name: 'Silver',
      color_code: '#c0c0c0',
      plate_number: 'RUH 5521',
    },
  ],
  wallet: [
    { amount: '200.00', reason: 'Wallet top-up', reason_code: 'top_up', created_at: '2025-01-02T10:00:00+03:00' },
    ...Array.from({ length: 10 }, (_, index) => ({
      amount: `-${(12 + index * 1.25).toFixed(2)}`,
      reason: `Paid part of order #${2001 + index}`,
      reason_code: 'order_paid' as const,
      created_at: `2025-${month(1 + Math.floor(index / 4))}-${month(3 + (index % 4) * 6)}T20:00:00+03:00`,
    })),
    { amount: '25.00', reason: 'Challenge Big spender completed', reason_code: 'challenge', created_at: '2025-02-27T21:00:00+03:00' },
  ],
  points: [
    ...Array.from({ length: 13 }, (_, index) => ({
      amount: 40 + index * 5,
      reason: `Earned on order #${2001 + index}`,
      reason_code: 'order_earned' as const,
      created_at: `2025-${month(1 + Math.floor(index / 5))}-${month(3 + (index % 5) * 5)}T20:00:00+03:00`,
    })),
    { amount: -100, reason: 'Redeemed on order #2014', reason_code: 'order_paid', created_at: '2025-02-28T20:00:00+03:00' },
  ],
};

const SEASON = { starts_at: '2025-01-01T00:00:00+03:00', ends_at: '2030-12-31T23:59:59+03:00' };

export const DEMO_ACCOUNTS: Record<string, DemoAccounts> = {
  sufra: {
    referralCodes: { '559876543': 'OMAR77' },
    referralSettings: { 'referral.referee_wallet_amount': '10.00', 'referral.referrer_points': '100' },
    customers: [LAYLA],
    rewards: [
      {
        names: { ar: 'قهوة عربية مجانية', en: 'Free Arabic coffee' },
        descriptions: { ar: 'دلة قهوة عربية مع التمر مع طلبك القادم.', en: 'A pot of Arabic coffee with dates on your next order.' },
        points: 100,
        wallet_amount: '0',
        item_id: 161,
      },
      {
        names: { ar: 'كنافة بالقشطة', en: 'Kunafa with cream' },
        descriptions: { ar: 'طبق كنافة مجاني من قسم الحلويات.', en: 'A free kunafa from the sweets menu.' },
        points: 250,
        wallet_amount: '0',
        item_id: 151,
      },
      {
        names: { ar: 'رصيد 25 ريال في المحفظة', en: '25 SAR wallet credit' },
        descriptions: { ar: 'يضاف إلى محفظتك فورًا.', en: 'Added to your wallet at once.' },
        points: 500,
        wallet_amount: '25.00',
      },
    ],
    challenges: [
      {
        names: { ar: 'اطلب 5 مرات', en: 'Order 5 times' },
        descriptions: { ar: 'اطلب خمس مرات هذا الموسم واربح 100 نقطة.', en: 'Place five orders this season and earn 100 points.' },
        goal_type: 'orders_count',
        target: 5,
        reward_type: 'points',
        reward_amount: '100',
        ...SEASON,
        progress: {
          '551234567': [
            { amount: 1, reference: '#1042', created_at: '2025-01-28T21:15:00+03:00' },
            { amount: 1, reference: '#1057', created_at: '2025-02-20T20:41:00+03:00' },
            { amount: 1, reference: '#1063', created_at: '2025-03-04T19:30:00+03:00' },
          ],
        },
      },
      {
        names: { ar: 'المنفق الكبير', en: 'Big spender' },
        descriptions: { ar: 'أنفق 500 ريال واربح 25 ريال في محفظتك.', en: 'Spend 500 SAR and get 25 SAR in your wallet.' },
        goal_type: 'orders_amount',
        target: 500,
        reward_type: 'wallet',
        reward_amount: '25.00',
        ...SEASON,
        progress: {
          '551234567': [
            { amount: 180, reference: '#1042', created_at: '2025-01-28T21:15:00+03:00' },
            { amount: 200, reference: '#1057', created_at: '2025-02-20T20:41:00+03:00' },
          ],
          '551112222': [{ amount: 520, reference: '#2001-#2010', created_at: '2025-02-27T21:00:00+03:00' }],
        },
      },
    ],
  },
  nile: {
    referralCodes: {},
    referralSettings: { 'referral.referee_wallet_amount': '20.00', 'referral.referrer_wallet_amount': '20.00' },
    customers: [],
    rewards: [
      {
        names: { ar: 'كركديه مجاني', en: 'Free karkadeh' },
        descriptions: { ar: 'كوب كركديه بارد مع طلبك القادم.', en: 'A cold karkadeh with your next order.' },
        points: 80,
        wallet_amount: '0',
        item_id: 523,
      },
      {
        names: { ar: 'رصيد 50 جنيه في المحفظة', en: '50 EGP wallet credit' },
        descriptions: { ar: 'يضاف إلى محفظتك فورًا.', en: 'Added to your wallet at once.' },
        points: 400,
        wallet_amount: '50.00',
      },
    ],
    challenges: [
      {
        names: { ar: 'جرّب 3 أطباق', en: 'Try 3 dishes' },
        descriptions: { ar: 'اطلب ثلاث مرات واربح 50 نقطة.', en: 'Order three times and earn 50 points.' },
        goal_type: 'orders_count',
        target: 3,
        reward_type: 'points',
        reward_amount: '50',
        ...SEASON,
        progress: { '01012345678': [{ amount: 1, reference: '#311', created_at: '2025-02-14T19:25:00+02:00' }] },
      },
    ],
  },
};
