export { default } from './FeedbackForm';
