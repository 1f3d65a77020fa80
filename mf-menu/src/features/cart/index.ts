export { CartPanel } from './CartPanel';
export { keepPendingLine, peekPendingLine, takePendingLine, type PendingLine } from './pending-line';
