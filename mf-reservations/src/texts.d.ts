/** The `reservations` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      reservations: string;
      reservationBranch: string;
      confirmReservation: string;
      continueReservation: string;
      reservation: string;
    };
  };
  ar: {
    screens: {
      reservations: string;
      reservationBranch: string;
      confirmReservation: string;
      continueReservation: string;
      reservation: string;
    };
  };
};
export declare const NAMESPACE = 'reservations';
