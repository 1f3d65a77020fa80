// The confirmed booking in the customer's calendar.
export { AddToCalendar } from './AddToCalendar';
