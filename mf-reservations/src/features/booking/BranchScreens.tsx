import { BookingPage } from './BookingPage';

export const ReservationBranchScreen = () => <BookingPage screen="reservationBranch" />;
export const ContinueReservationScreen = () => <BookingPage screen="continueReservation" />;
export const ConfirmReservationScreen = () => <BookingPage screen="confirmReservation" />;
