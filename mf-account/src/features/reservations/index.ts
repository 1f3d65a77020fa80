export { MyReservationsSection } from './MyReservationsSection';
