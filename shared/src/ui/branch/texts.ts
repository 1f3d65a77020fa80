/** When a branch that is not open opens (namespace `branch-opens`). */
export const branchOpensTexts = {
  en: { today: 'Opens at {{time}}', later: 'Opens {{weekday}} at {{time}}' },
  ar: { today: 'يفتح الساعة {{time}}', later: 'يفتح يوم {{weekday}} الساعة {{time}}' },
};

/** Reaching a branch from an order or a reservation (namespace `branch-contact`). */
export const branchContactTexts = {
  en: { reach: 'Reach {{branch}}', call: 'Call the branch ({{branch}})', directions: 'Directions to {{branch}} (opens a new tab)' },
  ar: {
    reach: 'تواصل مع {{branch}}',
    call: 'اتصل بالفرع ({{branch}})',
    directions: 'الاتجاهات إلى {{branch}} (تفتح في علامة تبويب جديدة)',
  },
};
