/** The web push control's texts (namespace `push`): one button per kind of target and its states. */
export const pushTexts = {
  en: {
    ask: {
      waiting: "Notify me when it's my turn",
      order: 'Notify me when my order moves',
      reservation: 'Notify me about this reservation',
    },
    subscribed: {
      waiting: "We'll notify you on this device when it's your turn.",
      order: "We'll notify you on this device when your order moves.",
      reservation: "We'll notify you on this device about this reservation.",
    },
    working: 'Turning notifications on…',
    on: 'Notifications on',
    denied:
      'Notifications are blocked for this site. To allow them, open the site settings of your browser (the icon beside the address), allow Notifications, then tap the button again.',
    failed: 'We could not turn notifications on. Please try again.',
    retry: 'Try again',
    turnOff: 'Turn notifications off',
    stopping: 'Turning notifications off…',
    off: 'Notifications off on this device.',
    offFailed: 'We could not turn notifications off. Please try again.',
  },
  ar: {
    ask: {
      waiting: 'نبّهني عندما يحين دوري',
      order: 'نبّهني عند تغيّر حالة طلبي',
      reservation: 'نبّهني بمستجدات هذا الحجز',
    },
    subscribed: {
      waiting: 'سننبهك على هذا الجهاز عندما يحين دورك.',
      order: 'سننبهك على هذا الجهاز عند تغيّر حالة طلبك.',
      reservation: 'سننبهك على هذا الجهاز بمستجدات هذا الحجز.',
    },
    working: 'جارٍ تفعيل التنبيهات…',
    on: 'التنبيهات مفعّلة',
    denied:
      'التنبيهات محظورة لهذا الموقع. للسماح بها افتح إعدادات الموقع في متصفحك (الرمز بجانب العنوان)، واسمح بالإشعارات، ثم اضغط الزر مرة أخرى.',
    failed: 'تعذّر تفعيل التنبيهات. حاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    turnOff: 'أوقف التنبيهات',
    stopping: 'جارٍ إيقاف التنبيهات…',
    off: 'أوقفنا التنبيهات على هذا الجهاز.',
    offFailed: 'تعذّر إيقاف التنبيهات. حاول مرة أخرى.',
  },
};

export const PUSH_NAMESPACE = 'push';
