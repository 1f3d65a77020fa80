import { everyDay, type DemoBranch } from '../demo-tenant';

/** Two Cairo branches taking orders for now only (no scheduled orders); Heliopolis rests on Fridays. */
export const NILE_BRANCHES: DemoBranch[] = [
  {
    names: { ar: 'مطبخ النيل - الزمالك', en: 'Nile Kitchen - Zamalek' },
    address: { ar: '18 شارع 26 يوليو، الزمالك، القاهرة', en: '18 26th of July St, Zamalek, Cairo' },
    phone: '+20227356100',
    latitude: 30.0626,
    longitude: 31.2197,
    preparation_minutes: 30,
    busy: false,
    busy_extra_minutes: 0,
    manually_closed: false,
    asap_allowed: true,
    schedule_allowed: false,
    order_types: ['delivery', 'pickup'],
    working_hours: everyDay('09:00', '01:00'),
  },
  {
    names: { ar: 'مطبخ النيل - مصر الجديدة', en: 'Nile Kitchen - Heliopolis' },
    address: { ar: '42 شارع الأهرام، الكوربة، مصر الجديدة، القاهرة', en: '42 El Ahram St, Korba, Heliopolis, Cairo' },
    phone: '+20224184200',
    latitude: 30.0896,
    longitude: 31.3245,
    preparation_minutes: 35,
    busy: false,
    busy_extra_minutes: 0,
    manually_closed: false,
    asap_allowed: true,
    schedule_allowed: false,
    order_types: ['delivery', 'pickup', 'dine_in'],
    working_hours: [6, 0, 1, 2, 3, 4].map((weekday) => ({ weekday, opens: '12:00', closes: '23:00' })),
  },
];
