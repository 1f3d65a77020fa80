export { CalorieShares } from './CalorieShares';
