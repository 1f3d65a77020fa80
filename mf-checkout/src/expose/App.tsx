export { default } from '../App';
