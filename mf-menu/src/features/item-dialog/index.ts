export { default } from './ItemDialog';
