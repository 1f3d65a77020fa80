export { lazyAfterFirstPaint } from './lazy-after-first-paint';
