export { reservationOf } from './reservation-store';
