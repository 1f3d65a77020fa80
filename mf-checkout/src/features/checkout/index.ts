// What the other features take from the checkout (the payment return forgets the checkout once paid).
export { forgetCheckout } from './checkout-draft';
