import { DEMO_CANCELLATION_REASONS, type DemoWaitingList } from './demo-waiting-list';

/** The messaging credit of a demo tenant with a waiting list that had none (seed step 100). */
export const DEMO_WAITING_LIST_SMS_CREDIT = 500;

const SETTINGS = { party_size_min: 1, party_size_max: 10, turn_minutes: 8, delay_step: 2, max_delays: 2, no_show_minutes: 10 };

/**
 * Sufra: Olaya runs two queues (indoor hall, terrace) with parties already waiting, King Fahd Road's list
 * is out of service, Al Malqa has one empty queue. Nile: Zamalek's list is on.
 */
export const DEMO_WAITING_LISTS: Readonly<Record<string, DemoWaitingList>> = {
  sufra: {
    cancellationReasons: DEMO_CANCELLATION_REASONS,
    branches: [
      {
        branch: 'Sufra - Olaya',
        settings: SETTINGS,
        areas: [
          {
            names: { ar: 'الصالة الداخلية', en: 'Indoor hall' },
            parties: [
              { name: 'Faisal', mobile: '551000001', party_size: 4 },
              { name: 'نورة', mobile: '551000002', party_size: 2 },
              { name: 'Omar', mobile: '551000003', party_size: 6 },
            ],
          },
          { names: { ar: 'الجلسات الخارجية', en: 'Terrace' }, parties: [{ name: 'سارة', mobile: '551000004', party_size: 3 }] },
        ],
      },
      {
        branch: 'Sufra - King Fahd Road',
        settings: SETTINGS,
        closedReason: 'Fully seated for a private event tonight / الفرع محجوز لمناسبة خاصة الليلة',
        areas: [{ names: { ar: 'الصالة الرئيسية', en: 'Main hall' }, parties: [] }],
      },
      {
        branch: 'Sufra - Al Malqa',
        settings: SETTINGS,
        areas: [{ names: { ar: 'الصالة الرئيسية', en: 'Main hall' }, parties: [] }],
      },
    ],
  },
  nile: {
    cancellationReasons: DEMO_CANCELLATION_REASONS,
    branches: [
      {
        branch: 'Nile Kitchen - Zamalek',
        settings: { ...SETTINGS, party_size_max: 8, turn_minutes: 10, no_show_minutes: 15 },
        areas: [{ names: { ar: 'صالة الطعام', en: 'Dining room' }, parties: [{ name: 'Mona', mobile: '01001000001', party_size: 2 }] }],
      },
    ],
  },
};
