/** When a branch that is not open opens (namespace `branch-opens`). */
export const branchOpensTexts = {
  en: { today: 'Opens at {{time}}', later: 'Opens {{weekday}} at {{time}}' },
  ar: { today: 'يفتح الساعة {{time}}', later: 'يفتح يوم {{weekday}} الساعة {{time}}' },
};
