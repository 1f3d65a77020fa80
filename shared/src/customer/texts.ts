import type { Translations } from '@storefront/shared';

const en = {
  address: {
    street: 'Street name',
    buildingType: 'Building type',
    house: 'House',
    villa: 'Villa',
    office: 'Office',
    buildingNumber: 'Building number',
    floor: 'Floor',
    apartment: 'Apartment',
    specialMark: 'Special mark',
    description: 'Description',
    district: 'District or landmark',
    chooseDistrict: 'Choose your district',
    locationOf: 'Location: {{place}}',
    locationKept: 'The location is set. Choose a district or share your location to change it.',
    noLocation: 'Choose your district or landmark, or share your location.',
    save: 'Save the address',
    saving: 'Saving…',
    cancel: 'Cancel',
    failed: 'The address could not be saved. Please try again.',
  },
  vehicle: {
    brand: 'Brand',
    color: 'Colour',
    choose: 'Choose…',
    plate: 'Plate number',
    save: 'Save the vehicle',
    saving: 'Saving…',
    cancel: 'Cancel',
    failed: 'The vehicle could not be saved. Please try again.',
  },
};

const ar: typeof en = {
  address: {
    street: 'اسم الشارع',
    buildingType: 'نوع المبنى',
    house: 'منزل',
    villa: 'فيلا',
    office: 'مكتب',
    buildingNumber: 'رقم المبنى',
    floor: 'الدور',
    apartment: 'الشقة',
    specialMark: 'علامة مميزة',
    description: 'الوصف',
    district: 'الحي أو المعلم',
    chooseDistrict: 'اختر الحي',
    locationOf: 'الموقع: {{place}}',
    locationKept: 'تم تحديد الموقع. اختر حيًا أو شارك موقعك لتغييره.',
    noLocation: 'اختر الحي أو المعلم، أو شارك موقعك.',
    save: 'احفظ العنوان',
    saving: 'جارٍ الحفظ…',
    cancel: 'إلغاء',
    failed: 'تعذر حفظ العنوان. يرجى المحاولة مرة أخرى.',
  },
  vehicle: {
    brand: 'الماركة',
    color: 'اللون',
    choose: 'اختر…',
    plate: 'رقم اللوحة',
    save: 'احفظ المركبة',
    saving: 'جارٍ الحفظ…',
    cancel: 'إلغاء',
    failed: 'تعذر حفظ المركبة. يرجى المحاولة مرة أخرى.',
  },
};

/** The `customer-forms` namespace: the address and vehicle forms of the account and the checkout. */
export const customerFormTexts: Translations<typeof en> = { en, ar };
export const CUSTOMER_FORMS_NAMESPACE = 'customer-forms';
