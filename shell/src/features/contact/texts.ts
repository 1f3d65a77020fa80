import type { Translations } from '@storefront/shared';

/** Texts of the contact form (namespace `contact`). */
export const contactTexts: Translations<Record<string, string>> = {
  en: {
    intro: 'Questions, feedback or a large order? Write to us and we will get back to you.',
    name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile number',
    message: 'Message',
    humanCheck: 'Human check',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Thank you, your message was sent. We will get back to you soon.',
    failed: "Can't send your message, please try again.",
  },
  ar: {
    intro: 'لديك سؤال أو ملاحظة أو طلب كبير؟ راسلنا وسنعود إليك.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    message: 'الرسالة',
    humanCheck: 'التحقق البشري',
    send: 'إرسال',
    sending: 'جارٍ الإرسال…',
    sent: 'شكرًا لك، تم إرسال رسالتك وسنعود إليك قريبًا.',
    failed: 'تعذر إرسال رسالتك، يرجى المحاولة مرة أخرى.',
  },
};
