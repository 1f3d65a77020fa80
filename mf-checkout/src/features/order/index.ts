// What the other features take from the order feature (the tracking page shows the order's status and cancellation).
export { CancellationNote } from './CancellationNote';
export { COMES_TO_BRANCH } from './comes-to-branch';
export { fetchOrder } from './order-calls';
export { followOrderUpdates } from './order-updates';
export { StatusBadge, useStatusLabel } from './StatusBadge';
