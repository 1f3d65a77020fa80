import { everyDay, type DemoBranch } from '../demo-tenant';

const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];

/** Three Riyadh branches: open late past midnight, busy, and closed by hand but taking scheduled orders. */
export const SUFRA_BRANCHES: DemoBranch[] = [
  {
    names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
    address: { ar: 'طريق العليا العام، حي العليا، الرياض 12214', en: 'Olaya Main Rd, Al Olaya, Riyadh 12214' },
    phone: '+966112150101',
    latitude: 24.6907,
    longitude: 46.6853,
    preparation_minutes: 25,
    busy: false,
    busy_extra_minutes: 0,
    manually_closed: false,
    asap_allowed: true,
    schedule_allowed: true,
    order_types: ['delivery', 'pickup', 'curbside', 'dine_in'],
    working_hours: everyDay('10:00', '02:00'),
  },
  {
    names: { ar: 'سفرة - طريق الملك فهد', en: 'Sufra - King Fahd Road' },
    address: { ar: 'طريق الملك فهد، حي الورود، الرياض 12252', en: 'King Fahd Rd, Al Wurud, Riyadh 12252' },
    phone: '+966112150202',
    latitude: 24.7254,
    longitude: 46.6671,
    preparation_minutes: 20,
    busy: true,
    busy_extra_minutes: 20,
    manually_closed: false,
    asap_allowed: true,
    schedule_allowed: true,
    order_types: ['delivery', 'pickup', 'curbside'],
    working_hours: [
      ...SUNDAY_TO_THURSDAY.flatMap((weekday) => [
        { weekday, opens: '11:00', closes: '16:00' },
        { weekday, opens: '18:00', closes: '23:59' },
      ]),
      { weekday: 5, opens: '13:00', closes: '00:30' },
      { weekday: 6, opens: '11:00', closes: '23:30' },
    ],
  },
  {
    names: { ar: 'سفرة - الملقا', en: 'Sufra - Al Malqa' },
    address: { ar: 'طريق أنس بن مالك، حي الملقا، الرياض 13521', en: 'Anas Ibn Malik Rd, Al Malqa, Riyadh 13521' },
    phone: '+966112150303',
    latitude: 24.8131,
    longitude: 46.6095,
    preparation_minutes: 30,
    busy: false,
    busy_extra_minutes: 0,
    manually_closed: true,
    asap_allowed: true,
    schedule_allowed: true,
    order_types: ['delivery', 'pickup', 'dine_in'],
    working_hours: everyDay('12:00', '00:00'),
  },
];
