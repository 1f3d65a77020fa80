export const calorieTexts = {
  en: {
    kcal: '{{calories}} kcal',
    showShares: 'Daily share of {{name}}',
    hideShares: 'Hide daily share of {{name}}',
    shares: 'Share of the daily reference',
    man: 'Man ({{daily}} kcal)',
    woman: 'Woman ({{daily}} kcal)',
    child: 'Child ({{daily}} kcal)',
    percent: '{{percent}}%',
  },
  ar: {
    kcal: '{{calories}} سعرة حرارية',
    showShares: 'النسبة اليومية لـ {{name}}',
    hideShares: 'إخفاء النسبة اليومية لـ {{name}}',
    shares: 'النسبة من الاحتياج اليومي',
    man: 'رجل ({{daily}} سعرة)',
    woman: 'امرأة ({{daily}} سعرة)',
    child: 'طفل ({{daily}} سعرة)',
    percent: '{{percent}}٪',
  },
};
