import type { Translations } from '@storefront/shared';

/** The `reservations` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      reservations: 'Reservations',
      reservationBranch: 'Reserve a table',
      confirmReservation: 'Confirm reservation',
      continueReservation: 'Continue reservation',
      reservation: 'Reservation details',
    },
  },
  ar: {
    screens: {
      reservations: 'الحجوزات',
      reservationBranch: 'حجز طاولة',
      confirmReservation: 'تأكيد الحجز',
      continueReservation: 'متابعة الحجز',
      reservation: 'تفاصيل الحجز',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'reservations';
