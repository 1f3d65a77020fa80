export { default } from '../App';
export { serverRendering } from '../server-rendering';
