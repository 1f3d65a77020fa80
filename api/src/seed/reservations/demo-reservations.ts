import type { LocalizedText } from '@storefront/shared/contracts';
import type { SettingsRow } from '../../reservations/reservation-setup-repository';

export interface DemoSection {
  names: LocalizedText;
  tables: { name: string; seats: number }[];
  /** HH:MM (a `+` suffix: after midnight, the next day) and the deposit, in the tenant's currency. */
  periods: { time: string; cost: number }[];
}

/** The settings of a branch as stored (without the branch, which the seed finds by name). */
type DemoReservationSettings = Omit<SettingsRow, 'branch_id'>;

export interface DemoReservationBranch {
  /** The branch's English name (the seed finds it by that). */
  branch: string;
  settings: DemoReservationSettings;
  sections: DemoSection[];
  /** Every table taken by a confirmed reservation this many days after the seed's day: the fully booked day. */
  fullyBookedInDays?: number;
}

export interface DemoReservationSetup {
  branches: DemoReservationBranch[];
  cancellationReasons: LocalizedText[];
  smsCredit: number;
}

const EVENING = ['19:00', '20:00', '21:00', '22:00'];

const SETTINGS: DemoReservationSettings = {
  person_count_from: 1,
  person_count_to: 8,
  maximum_duration: 14,
  hold_minutes: 10,
  table_minutes: 90,
  no_show_minutes: 15,
  refund_hours: 24,
  change_hours: 2,
};

/** sufra: Olaya free of charge, King Fahd Road with deposits (a dearer terrace), Al Malqa with a one-minute hold. */
const SUFRA_RESERVATIONS: DemoReservationSetup = {
  smsCredit: 500,
  cancellationReasons: [
    { ar: 'تغيرت خططي', en: 'Change of plans' },
    { ar: 'حجزت بالخطأ', en: 'Booked by mistake' },
    { ar: 'سأحجز وقتًا آخر', en: 'I will book another time' },
  ],
  branches: [
    {
      branch: 'Sufra - Olaya',
      settings: SETTINGS,
      sections: [
        {
          names: { ar: 'الصالة الداخلية', en: 'Indoor' },
          tables: [
            { name: 'T1', seats: 2 },
            { name: 'T2', seats: 4 },
            { name: 'T3', seats: 6 },
          ],
          periods: [
            { time: '13:00', cost: 0 },
            { time: '14:00', cost: 0 },
            ...EVENING.map((time) => ({ time, cost: 0 })),
            { time: '00:30+', cost: 0 },
          ],
        },
        {
          names: { ar: 'قسم العائلات', en: 'Family' },
          tables: [
            { name: 'F1', seats: 6 },
            { name: 'F2', seats: 8 },
          ],
          periods: [
            { time: '19:00', cost: 0 },
            { time: '20:30', cost: 0 },
          ],
        },
      ],
    },
    {
      branch: 'Sufra - King Fahd Road',
      settings: SETTINGS,
      fullyBookedInDays: 2,
      sections: [
        {
          names: { ar: 'الصالة الداخلية', en: 'Indoor' },
          tables: [
            { name: 'K1', seats: 2 },
            { name: 'K2', seats: 4 },
          ],
          periods: EVENING.map((time) => ({ time, cost: 50 })),
        },
        {
          names: { ar: 'التراس', en: 'Terrace' },
          tables: [{ name: 'K9', seats: 6 }],
          periods: EVENING.map((time) => ({ time, cost: 100 })),
        },
      ],
    },
    {
      branch: 'Sufra - Al Malqa',
      // A hold of one minute: the browser tests let it run out for real.
      settings: { ...SETTINGS, hold_minutes: 1 },
      sections: [
        {
          names: { ar: 'الصالة الداخلية', en: 'Indoor' },
          tables: [{ name: 'M1', seats: 4 }],
          periods: EVENING.map((time) => ({ time, cost: 0 })),
        },
      ],
    },
  ],
};

/** The demo reservation setups by tenant name (nile has reservations switched off). */
export const DEMO_RESERVATIONS: Readonly<Record<string, DemoReservationSetup>> = { sufra: SUFRA_RESERVATIONS };
