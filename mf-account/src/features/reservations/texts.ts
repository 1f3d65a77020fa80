/** Texts of my reservations on /account (`account` namespace, `reservations.*`). */
export const myReservationTexts = {
  en: {
    title: 'My reservations',
    upcoming: 'Upcoming',
    past: 'Past',
    none: 'None.',
    failed: 'We could not load your reservations.',
    line_one: '{{branch}}, {{date}} {{time}}, {{count}} guest',
    line_other: '{{branch}}, {{date}} {{time}}, {{count}} guests',
  },
  ar: {
    title: 'حجوزاتي',
    upcoming: 'القادمة',
    past: 'السابقة',
    none: 'لا يوجد.',
    failed: 'تعذر تحميل حجوزاتك.',
    line_zero: '{{branch}}، {{date}} {{time}}، {{count}} ضيف',
    line_one: '{{branch}}، {{date}} {{time}}، ضيف واحد',
    line_two: '{{branch}}، {{date}} {{time}}، ضيفان',
    line_few: '{{branch}}، {{date}} {{time}}، {{count}} ضيوف',
    line_many: '{{branch}}، {{date}} {{time}}، {{count}} ضيفًا',
    line_other: '{{branch}}، {{date}} {{time}}، {{count}} ضيوف',
  },
};
