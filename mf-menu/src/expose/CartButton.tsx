export { default } from '../features/cart/CartButton';
