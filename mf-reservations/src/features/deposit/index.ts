export { RefundDetails } from './RefundDetails';
export { RefundRule } from './RefundRule';
