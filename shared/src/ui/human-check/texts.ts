import type { Translations } from '@storefront/shared';

export const HUMAN_CHECK_NAMESPACE = 'human-check';

const en = {
  label: 'Human check',
  sandboxHint: 'A local stand-in for the real verification service.',
  newQuestion: 'Another question',
  unavailable: 'The human check could not be loaded. Try again.',
  asked: 'Please answer the human check, then try again.',
};

export const humanCheckTexts: Translations<typeof en> = {
  en,
  ar: {
    label: 'التحقق البشري',
    sandboxHint: 'بديل محلي لخدمة التحقق الحقيقية.',
    newQuestion: 'سؤال آخر',
    unavailable: 'تعذر تحميل التحقق البشري. أعد المحاولة.',
    asked: 'يرجى الإجابة عن التحقق البشري ثم المحاولة مرة أخرى.',
  },
};
