import {
  OPERATOR_ORDER_ACTIONS,
  operatorOrderBodySchema,
  type OperatorOrderAction,
  type OperatorOrderBody,
} from '@storefront/shared/contracts';
import '../http/zod-locale';
import { UsageError } from './usage-error';

/** What `order <action>` asks of the operator API. */
export interface OrderAction {
  action: OperatorOrderAction;
  orderId: number;
  body: OperatorOrderBody;
}

export const ORDER_COMMAND_OPTIONS = ['id', 'minutes', 'amount', 'reason'] as const;

const isAction = (name: string | undefined): name is OperatorOrderAction => OPERATOR_ORDER_ACTIONS.some((action) => action === name);

/** Reads `order <action> --id <order id> [--minutes n] [--amount x.yy] [--reason text]`. */
export const parseOrderAction = (
  positionals: readonly string[],
  values: { id?: string; minutes?: string; amount?: string; reason?: string },
): OrderAction => {
  const [action, ...rest] = positionals;
  if (!isAction(action) || rest.length > 0) throw new UsageError(`order takes one of ${OPERATOR_ORDER_ACTIONS.join(', ')}`);
  if (values.id === undefined) throw new UsageError('--id is required (an order id)');
  if (!/^\d{1,9}$/.test(values.id) || Number(values.id) === 0) throw new UsageError('--id must be an order id (a whole number)');
  if (values.minutes !== undefined && action !== 'accept') throw new UsageError('--minutes goes with accept');
  if (values.amount !== undefined && action !== 'refund') throw new UsageError('--amount goes with refund');
  const body = operatorOrderBodySchema.safeParse(
    Object.fromEntries(
      Object.entries({
        estimated_minutes: values.minutes === undefined ? undefined : Number(values.minutes),
        amount: values.amount === undefined ? undefined : Number(values.amount),
        reason: values.reason,
      }).filter(([, value]) => value !== undefined),
    ),
  );
  if (!body.success) {
    throw new UsageError(
      body.error.issues
        .map((issue) => `--${issue.path.join('.') === 'estimated_minutes' ? 'minutes' : issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    );
  }
  return { action, orderId: Number(values.id), body: body.data };
};
