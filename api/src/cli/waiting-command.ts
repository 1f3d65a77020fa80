import { UsageError } from './usage-error';

/** What `waiting <action>` asks of the operator API. */
export type WaitingAction =
  | { action: 'line'; branchId: number }
  | { action: 'open'; branchId: number }
  | { action: 'close'; branchId: number; reason: string }
  | { action: 'call'; branchId: number; areaId?: number }
  | { action: 'seat'; entryId: number }
  | { action: 'no-show'; entryId: number };

const WAITING_ACTIONS = ['line', 'open', 'close', 'call', 'seat', 'no-show'] as const;
type WaitingActionName = (typeof WAITING_ACTIONS)[number];
type WaitingOption = 'branch' | 'area' | 'entry' | 'reason';

/** The options each action takes besides --tenant and --key. */
const WAITING_ACTION_OPTIONS: Record<WaitingActionName, readonly WaitingOption[]> = {
  line: ['branch'],
  open: ['branch'],
  close: ['branch', 'reason'],
  call: ['branch', 'area'],
  seat: ['entry'],
  'no-show': ['entry'],
};
export const WAITING_COMMAND_OPTIONS = ['branch', 'area', 'entry', 'reason'] as const;

const isAction = (name: string | undefined): name is WaitingActionName => WAITING_ACTIONS.some((action) => action === name);

const idOf = (option: WaitingOption, raw: string | undefined): number => {
  if (raw === undefined) throw new UsageError(`--${option} is required (an id)`);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw new UsageError(`--${option} must be an id (a whole number)`);
  return Number(raw);
};

/** Reads `waiting <action>` with its options. */
export const parseWaitingAction = (positionals: readonly string[], values: Partial<Record<WaitingOption, string>>): WaitingAction => {
  const [action, ...rest] = positionals;
  if (!isAction(action) || rest.length > 0) throw new UsageError(`waiting takes one of ${WAITING_ACTIONS.join(', ')}`);
  const foreign = WAITING_COMMAND_OPTIONS.filter(
    (option) => values[option] !== undefined && !WAITING_ACTION_OPTIONS[action].includes(option),
  );
  if (foreign.length > 0) throw new UsageError(`waiting ${action} does not take ${foreign.map((option) => `--${option}`).join(', ')}`);
  if (action === 'seat' || action === 'no-show') return { action, entryId: idOf('entry', values.entry) };
  const branchId = idOf('branch', values.branch);
  if (action === 'close') {
    if (!values.reason?.trim()) throw new UsageError('--reason is required to close a list');
    return { action, branchId, reason: values.reason };
  }
  if (action === 'call') return values.area === undefined ? { action, branchId } : { action, branchId, areaId: idOf('area', values.area) };
  return { action, branchId };
};
