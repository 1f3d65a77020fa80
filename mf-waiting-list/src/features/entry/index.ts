export { fetchEntry } from './entry-calls';
export { primeSound } from './your-turn-signal';
