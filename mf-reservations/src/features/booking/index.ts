// What the other features take from booking: step one's day, party and periods (the change page reuses it).
export { SlotStep } from './SlotStep';
