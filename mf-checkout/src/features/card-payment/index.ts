export { CardPaymentForm } from './CardPaymentForm';
