import { parseArgs } from 'node:util';
import { operatorEventBodySchema, type OperatorEvent } from '@storefront/shared/contracts';

export const OPERATOR_USAGE = `Usage: node api/dist/cli/operator.js emit --tenant <name> --room <room> --event <event> [--payload '<json object>'] [--key <operator key>]
  Sends a live event to one of the tenant's socket rooms (client_frontend, orders_<tenant>, menus_<tenant>,
  waitinglist_<tenant>, branch_<tenant>, reservation_<tenant>) through the api's operator endpoint.
  API_URL      api base URL (default http://localhost:4000)
  OPERATOR_KEY operator key when --key is not given (default: the demo key <tenant>-operator-demo)`;

export const DEFAULT_API_URL = 'http://localhost:4000';

export interface OperatorCommand {
  apiUrl: string;
  tenant: string;
  key: string;
  event: OperatorEvent;
}

/** A command line that cannot run; the message says why. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const parsePayload = (raw: string | undefined): Record<string, unknown> | undefined => {
  if (raw === undefined) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw new UsageError('--payload must be JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new UsageError('--payload must be a JSON object');
  }
  return payload as Record<string, unknown>;
};

/** Reads `emit --tenant .. --room .. --event .. [--payload ..] [--key ..]` and the environment. */
export const parseOperatorCommand = (argv: readonly string[], env: NodeJS.ProcessEnv): OperatorCommand => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        room: { type: 'string' },
        event: { type: 'string' },
        payload: { type: 'string' },
        key: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'emit') throw new UsageError('The only command is emit');
  if (!values.tenant) throw new UsageError('--tenant is required');
  const event = operatorEventBodySchema.safeParse({
    room: values.room,
    event: values.event,
    payload: parsePayload(values.payload),
  });
  if (!event.success) {
    throw new UsageError(event.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  return {
    apiUrl: (env.API_URL || DEFAULT_API_URL).replace(/\/+$/, ''),
    tenant: values.tenant,
    key: values.key ?? (env.OPERATOR_KEY || `${values.tenant}-operator-demo`),
    event: event.data,
  };
};
