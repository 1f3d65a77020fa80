import type { Translations } from '@storefront/shared';

export const HUMAN_CHECK_NAMESPACE = 'human-check';

const en = {
  label: 'Human check',
  newQuestion: 'Another question',
  unavailable: 'The human check could not be loaded. Try again.',
  asked: 'Please answer the human check, then try again.',
  widgetLoading: 'Loading the human check…',
  widgetDone: 'Human check complete.',
  widgetExpired: 'The human check expired. Complete it again.',
};

export const humanCheckTexts: Translations<typeof en> = {
  en,
  ar: {
    label: 'التحقق البشري',
    newQuestion: 'سؤال آخر',
    unavailable: 'تعذر تحميل التحقق البشري. أعد المحاولة.',
    asked: 'يرجى الإجابة عن التحقق البشري ثم المحاولة مرة أخرى.',
    widgetLoading: 'جارٍ تحميل التحقق البشري…',
    widgetDone: 'اكتمل التحقق البشري.',
    widgetExpired: 'انتهت صلاحية التحقق البشري. أكمله مرة أخرى.',
  },
};
