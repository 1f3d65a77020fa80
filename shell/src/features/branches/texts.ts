import type { Translations } from '@storefront/shared';

export const branchesTexts: Translations<Record<string, string>> = {
  en: {
    useLocation: 'Show distances from my location',
    locating: 'Finding your location…',
    denied: 'Your location is not available. Allow location access to see distances.',
    distance: '{{distance}} away',
    hours: 'Working hours',
    call: 'Call {{phone}}',
    none: 'No branches yet.',
    failed: 'The branches could not be loaded.',
  },
  ar: {
    useLocation: 'اعرض المسافات من موقعي',
    locating: 'جارٍ تحديد موقعك…',
    denied: 'موقعك غير متاح. اسمح بالوصول إلى الموقع لعرض المسافات.',
    distance: 'على بعد {{distance}}',
    hours: 'ساعات العمل',
    call: 'اتصل على {{phone}}',
    none: 'لا توجد فروع بعد.',
    failed: 'تعذر تحميل الفروع.',
  },
};
