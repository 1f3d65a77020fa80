/** Texts every part of the storefront uses, in both languages. Tenant messages override them later. */
export const common = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    goHome: 'Back to the home page',
    routeParameters: 'Page details',
    notFound: { title: 'This page could not be found' },
    errorPage: {
      title: 'Something went wrong',
      fallback: 'An error occurred while showing the error page',
    },
    remoteFailed: {
      load: 'This part of the page could not be loaded. Check your connection and try again.',
      render: 'This part of the page stopped working. Try again.',
    },
    errors: {
      network: 'We could not reach the server. Check your connection and try again.',
      unexpected: 'Something went wrong. Please try again.',
      badAnswer: 'The server sent an answer we could not read. Please try again.',
      requestFailed: 'A request failed',
    },
  },
  ar: {
    loading: 'جارٍ التحميل…',
    retry: 'أعد المحاولة',
    goHome: 'العودة إلى الصفحة الرئيسية',
    routeParameters: 'تفاصيل الصفحة',
    notFound: { title: 'لم يتم العثور على هذه الصفحة' },
    errorPage: {
      title: 'حدث خطأ ما',
      fallback: 'حدث خطأ أثناء عرض صفحة الخطأ',
    },
    remoteFailed: {
      load: 'تعذر تحميل هذا الجزء من الصفحة. تحقق من اتصالك وأعد المحاولة.',
      render: 'توقف هذا الجزء من الصفحة عن العمل. أعد المحاولة.',
    },
    errors: {
      network: 'تعذر الوصول إلى الخادم. تحقق من اتصالك وأعد المحاولة.',
      unexpected: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
      badAnswer: 'وصلنا رد لا يمكن قراءته من الخادم. يرجى المحاولة مرة أخرى.',
      requestFailed: 'تعذر إتمام أحد الطلبات',
    },
  },
} as const;

/** A namespace's texts: the same keys in Arabic and English (checked by the type). */
export type Translations<T> = { ar: T; en: T };
