import { dineInSessionIdSchema } from '@storefront/shared/contracts';
import { UsageError } from './usage-error';

/** What `dine-in open|move|close` asks of the operator API. */
export type DineInAction =
  { action: 'open'; tableId: number } | { action: 'move'; sessionId: string; tableId: number } | { action: 'close'; sessionId: string };

export const DINE_IN_ACTIONS = ['open', 'move', 'close'] as const;
type DineInActionName = (typeof DINE_IN_ACTIONS)[number];

/** The options each action takes besides --tenant and --key. */
export const DINE_IN_ACTION_OPTIONS: Record<DineInActionName, readonly ('session' | 'table')[]> = {
  open: ['table'],
  move: ['session', 'table'],
  close: ['session'],
};

const isAction = (name: string | undefined): name is DineInActionName => DINE_IN_ACTIONS.some((action) => action === name);

const tableIdOf = (raw: string | undefined): number => {
  if (raw === undefined) throw new UsageError('--table is required (a table id)');
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw new UsageError('--table must be a table id (a whole number)');
  return Number(raw);
};

const sessionIdOf = (raw: string | undefined): string => {
  if (raw === undefined) throw new UsageError('--session is required (a session id)');
  if (!dineInSessionIdSchema.safeParse(raw).success) throw new UsageError('--session must be 1 to 64 letters, digits or dashes');
  return raw;
};

/** Reads `dine-in <action>` with its options (already checked to be among the command's). */
export const parseDineInAction = (positionals: readonly string[], values: { session?: string; table?: string }): DineInAction => {
  const [action, ...rest] = positionals;
  if (!isAction(action) || rest.length > 0) throw new UsageError(`dine-in takes one of ${DINE_IN_ACTIONS.join(', ')}`);
  const foreign = (['session', 'table'] as const).filter(
    (option) => values[option] !== undefined && !DINE_IN_ACTION_OPTIONS[action].includes(option),
  );
  if (foreign.length > 0) throw new UsageError(`dine-in ${action} does not take ${foreign.map((option) => `--${option}`).join(', ')}`);
  if (action === 'open') return { action, tableId: tableIdOf(values.table) };
  if (action === 'move') return { action, sessionId: sessionIdOf(values.session), tableId: tableIdOf(values.table) };
  return { action, sessionId: sessionIdOf(values.session) };
};
