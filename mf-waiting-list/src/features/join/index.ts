export { fetchWaitingBranches } from './join-calls';
export { useOpensAtText } from './opens-at';
export { PartySizeField } from './PartySizeField';
