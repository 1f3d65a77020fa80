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
    validation: {
      required: 'Field is required',
      tooLong: 'Use at most {{max}} characters',
      email: 'Enter a valid e-mail address',
      mobile: 'Enter a valid mobile number for the chosen country',
      code: 'Enter the 4-digit code',
      humanCheck: 'Wrong Data, Please complete the human validation',
      fillAll: 'Please fill all fields',
    },
    mobileCountry: 'Country code',
    branchStatus: { open: 'Open', closed: 'Closed', busy: 'Busy', preorder: 'Preorder available', scheduled_only: 'Scheduled Only' },
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    countries: { SA: 'Saudi Arabia', EG: 'Egypt', AE: 'United Arab Emirates', QA: 'Qatar' },
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
    validation: {
      required: 'هذا الحقل مطلوب',
      tooLong: 'استخدم {{max}} حرفًا على الأكثر',
      email: 'أدخل بريدًا إلكترونيًا صحيحًا',
      mobile: 'أدخل رقم جوال صحيحًا للدولة المختارة',
      code: 'أدخل الرمز المكوّن من 4 أرقام',
      humanCheck: 'بيانات خاطئة، يرجى إكمال التحقق البشري',
      fillAll: 'يرجى تعبئة جميع الحقول',
    },
    mobileCountry: 'رمز الدولة',
    branchStatus: { open: 'مفتوح', closed: 'مغلق', busy: 'مشغول', preorder: 'الطلب المسبق متاح', scheduled_only: 'الطلبات المجدولة فقط' },
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    countries: { SA: 'السعودية', EG: 'مصر', AE: 'الإمارات', QA: 'قطر' },
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
