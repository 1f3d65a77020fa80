import type { Translations } from '@storefront/shared';

export const HUMAN_CHECK_NAMESPACE = 'human-check';

const en = {
  label: 'Human check',
  newQuestion: 'Another question',
  unavailable: 'The human check could not be loaded. Try again.',
  asked: 'Please answer the human check, then try again.',
};

export const humanCheckTexts: Translations<typeof en> = {
  en,
  ar: {
    label: 'التحقق البشري',
    newQuestion: 'سؤال آخر',
    unavailable: 'تعذر تحميل التحقق البشري. أعد المحاولة.',
    asked: 'يرجى الإجابة عن التحقق البشري ثم المحاولة مرة أخرى.',
  },
};
