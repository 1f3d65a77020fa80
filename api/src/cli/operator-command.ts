import { parseArgs } from 'node:util';
import {
  operatorBranchUpdateBodySchema,
  operatorEventBodySchema,
  type OperatorBranchUpdate,
  type OperatorEvent,
  type OperatorSetting,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import '../http/zod-locale';
import { parseFeedbackQuery, type FeedbackQuery } from './feedback-command';
import { DINE_IN_ACTION_OPTIONS, parseDineInAction, type DineInAction } from './dine-in-command';
import { OFFER_COMMAND_OPTIONS, parseOfferCommand, type OfferSwitch } from './offer-command';
import { ORDER_COMMAND_OPTIONS, parseOrderAction, type OrderAction } from './order-command';
import { PAYMENTS_COMMAND_OPTIONS, parsePaymentsCommand, type PaymentsAction } from './payments-command';
import type { OperatorTarget } from './operator-request';
import { RESERVATION_COMMAND_OPTIONS, parseReservationCommand, type ReservationCommand } from './reservation-command';
import { SETTINGS_COMMAND_OPTIONS, parseSettingsCommand } from './settings-command';
import { UsageError } from './usage-error';
import { WAITING_COMMAND_OPTIONS, parseWaitingAction, type WaitingAction } from './waiting-command';

export { UsageError } from './usage-error';

export const OPERATOR_USAGE = `Usage:
  node api/dist/cli/operator.js emit --tenant <name> --room <room> --event <event> [--payload '<json object>'] [--key <operator key>]
    Sends a live event to one of the tenant's socket rooms (client_frontend, orders_<tenant>, menus_<tenant>,
    waitinglist_<tenant>, branch_<tenant>, reservation_<tenant>) through the api's operator endpoint.
  node api/dist/cli/operator.js branch --tenant <name> --id <branch id> [--busy true|false] [--busy-extra-minutes <n>]
                                      [--manually-closed true|false] [--key <operator key>]
    Switches a branch's busy mode (adding n minutes to its preparation time) or closes it by hand;
    the tenant's storefronts hear branch.updated.
  node api/dist/cli/operator.js dine-in open --tenant <name> --table <table id> [--key <operator key>]
  node api/dist/cli/operator.js dine-in move --tenant <name> --session <session id> --table <table id> [--key <operator key>]
  node api/dist/cli/operator.js dine-in close --tenant <name> --session <session id> [--key <operator key>]
    Opens a dine-in session at a table, moves it to another table (of any branch) or closes it;
    the tenant's storefronts hear dine_in.session_updated.
  node api/dist/cli/operator.js order accept|prepare|ready|dispatch|deliver|cancel|refund --tenant <name> --id <order id>
                                     [--minutes <n> (accept)] [--amount <x.yy> (refund)] [--reason <text>] [--key <operator key>]
    Moves an order through its statuses (also: npm run ops -- order ...); the tenant's storefronts hear order.updated.
  node api/dist/cli/operator.js payments incidents --tenant <name> [--key <operator key>]
    Lists payments that reached an order already paid, canceled or expired, and their refund (refunded,
    pending, or failed: refund those by hand in the provider's dashboard).
  node api/dist/cli/operator.js payments set --tenant <name> --provider moyasar --publishable-key <pk_...> --secret-key <sk_...>
                                     --webhook-secret <token> [--stc-pay on|off] [--apple-pay-association <file>] [--key <operator key>]
  node api/dist/cli/operator.js payments set --tenant <name> --provider paymob --secret-key <key> --public-key <key> --api-key <key>
                                     --hmac-secret <secret> --integration-id <id>[,<id>] (repeatable) [--key <operator key>]
  node api/dist/cli/operator.js payments show|clear --tenant <name> [--key <operator key>]
    Gives the tenant its own Moyasar or Paymob account (the api seals the credentials under SECRETS_KEY),
    shows it (the public key and which secrets are set, never a secret) or clears it: the tenant pays
    through the api's PAYMENT_PROVIDER again. --stc-pay on: the Moyasar account has STC Pay, offered
    beside the card on payments in riyals. --apple-pay-association: the domain association file of the
    account's Apple Pay web registration, served on the tenant's domains; Apple Pay is then offered in Safari.
  node api/dist/cli/operator.js sms failures --tenant <name> [--key <operator key>]
    Lists the tenant's SMS the provider refused or did not answer in time (newest first, at most 100):
    when, the provider, the number masked, the provider's error code and words.
  node api/dist/cli/operator.js waiting line|open --tenant <name> --branch <branch id> [--key <operator key>]
  node api/dist/cli/operator.js waiting close --tenant <name> --branch <branch id> --reason <text> [--key <operator key>]
  node api/dist/cli/operator.js waiting call --tenant <name> --branch <branch id> [--area <area id>] [--key <operator key>]
  node api/dist/cli/operator.js waiting seat|no-show --tenant <name> --entry <entry id> [--key <operator key>]
    Shows a branch's waiting line, opens or closes its list (Out of service, with a reason), calls the next
    party ("Your turn now", also by SMS), seats it or marks it a no-show; the storefronts hear waiting_list.updated.
  node api/dist/cli/operator.js feedback --tenant <name> --branch <branch id> [--date <YYYY-MM-DD>] [--key <operator key>]
    Lists the e-menu feedback of a branch on a day (the tenant's local day, today by default) with the
    operator API paths of its photos.
  node api/dist/cli/operator.js reservations list --tenant <name> --branch <branch id> --date <YYYY-MM-DD> [--key <operator key>]
  node api/dist/cli/operator.js reservations confirm|cancel|seat|no-show|refund --tenant <name> --id <reservation id>
                                     [--reason <text> (cancel)] [--key <operator key>]
    Lists a branch's reservations of a day, or confirms, cancels (with a reason), seats, marks a no-show
    (after the branch's delay) or sends again a deposit refund the provider refused; the tenant's
    storefronts hear reservation.updated on reservation_<tenant>.
  node api/dist/cli/operator.js settings set --tenant <name> --setting <key> --value <value> [--key <operator key>]
    Changes a setting the restaurant may change itself: payment.refund_destination card|wallet, where its
    cancels refund a paid order or deposit (back to the card, the default, or to the customer's wallet);
    human_check.site_key, its own site key of the hosted human check ('' for the platform's);
    email.from_name and email.from_address, the sender of its e-mails ('' for the default: its title and
    the platform's EMAIL_FROM); sms.sender_name, the name its SMS come from (1 to 11 letters, digits or
    spaces, registered with the SMS provider; the platform's SMS_SENDER_NAME without it).
  node api/dist/cli/operator.js offers off|on --tenant <name> --code <coupon code> [--key <operator key>]
    Switches an offer off (checkout stops applying it and the banners advertising it leave every page
    at once) or on again.
  API_URL      api base URL (default http://localhost:4000)
  OPERATOR_KEY operator key when --key is not given (default: the demo key <tenant>-operator-demo)`;

export const DEFAULT_API_URL = 'http://localhost:4000';

/** Where and as whom the CLI calls the operator API. */
export type OperatorCommand =
  | (OperatorTarget & { command: 'emit'; event: OperatorEvent })
  | (OperatorTarget & { command: 'branch'; branchId: number; update: OperatorBranchUpdate })
  | (OperatorTarget & { command: 'dine-in'; dineIn: DineInAction })
  | (OperatorTarget & { command: 'order'; order: OrderAction })
  | (OperatorTarget & { command: 'payments'; payments: PaymentsAction })
  | (OperatorTarget & { command: 'sms'; list: 'failures' })
  | (OperatorTarget & { command: 'waiting'; waiting: WaitingAction })
  | (OperatorTarget & { command: 'feedback'; feedback: FeedbackQuery })
  | (OperatorTarget & { command: 'reservations'; reservation: ReservationCommand })
  | (OperatorTarget & { command: 'settings'; setting: OperatorSetting })
  | (OperatorTarget & { command: 'offers'; offer: OfferSwitch });

const OPTIONS = {
  tenant: { type: 'string' },
  key: { type: 'string' },
  room: { type: 'string' },
  event: { type: 'string' },
  payload: { type: 'string' },
  id: { type: 'string' },
  busy: { type: 'string' },
  'busy-extra-minutes': { type: 'string' },
  'manually-closed': { type: 'string' },
  session: { type: 'string' },
  table: { type: 'string' },
  minutes: { type: 'string' },
  amount: { type: 'string' },
  reason: { type: 'string' },
  branch: { type: 'string' },
  area: { type: 'string' },
  entry: { type: 'string' },
  date: { type: 'string' },
  setting: { type: 'string' },
  value: { type: 'string' },
  code: { type: 'string' },
  provider: { type: 'string' },
  'publishable-key': { type: 'string' },
  'secret-key': { type: 'string' },
  'webhook-secret': { type: 'string' },
  'public-key': { type: 'string' },
  'api-key': { type: 'string' },
  'hmac-secret': { type: 'string' },
  'integration-id': { type: 'string', multiple: true },
  'stc-pay': { type: 'string' },
  'apple-pay-association': { type: 'string' },
} as const;
type OptionName = keyof typeof OPTIONS;
type Values = { [Name in OptionName]?: (typeof OPTIONS)[Name] extends { multiple: true } ? string[] : string };

const COMMAND_OPTIONS: Record<OperatorCommand['command'], readonly OptionName[]> = {
  emit: ['tenant', 'key', 'room', 'event', 'payload'],
  branch: ['tenant', 'key', 'id', 'busy', 'busy-extra-minutes', 'manually-closed'],
  'dine-in': ['tenant', 'key', ...new Set(Object.values(DINE_IN_ACTION_OPTIONS).flat())],
  order: ['tenant', 'key', ...ORDER_COMMAND_OPTIONS],
  payments: ['tenant', 'key', ...PAYMENTS_COMMAND_OPTIONS],
  sms: ['tenant', 'key'],
  waiting: ['tenant', 'key', ...WAITING_COMMAND_OPTIONS],
  feedback: ['tenant', 'key', 'branch', 'date'],
  reservations: ['tenant', 'key', ...RESERVATION_COMMAND_OPTIONS],
  settings: ['tenant', 'key', ...SETTINGS_COMMAND_OPTIONS],
  offers: ['tenant', 'key', ...OFFER_COMMAND_OPTIONS],
};

const isCommand = (name: string | undefined): name is OperatorCommand['command'] =>
  name !== undefined && Object.hasOwn(COMMAND_OPTIONS, name);

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

const parseFlag = (option: OptionName, raw: string | undefined): boolean | undefined => {
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw new UsageError(`--${option} must be true or false`);
  return raw === 'true';
};

const parseCount = (option: OptionName, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw new UsageError(`--${option} must be a whole number`);
  return Number(raw);
};

/** The schema's problems as option names (`busy_extra_minutes` -> `--busy-extra-minutes`). */
const usageProblems = (error: z.core.$ZodError): UsageError =>
  new UsageError(
    error.issues
      .map((issue) => (issue.path.length > 0 ? `--${issue.path.join('.').replace(/_/g, '-')}: ${issue.message}` : issue.message))
      .join('; '),
  );

const emitCommand = (values: Values): { command: 'emit'; event: OperatorEvent } => {
  const event = operatorEventBodySchema.safeParse({ room: values.room, event: values.event, payload: parsePayload(values.payload) });
  if (!event.success) throw usageProblems(event.error);
  return { command: 'emit', event: event.data };
};

const branchCommand = (values: Values): { command: 'branch'; branchId: number; update: OperatorBranchUpdate } => {
  const branchId = parseCount('id', values.id);
  if (!branchId) throw new UsageError('--id is required (a branch id)');
  const update = operatorBranchUpdateBodySchema.safeParse(
    Object.fromEntries(
      Object.entries({
        busy: parseFlag('busy', values.busy),
        busy_extra_minutes: parseCount('busy-extra-minutes', values['busy-extra-minutes']),
        manually_closed: parseFlag('manually-closed', values['manually-closed']),
      }).filter(([, value]) => value !== undefined),
    ),
  );
  if (!update.success) throw usageProblems(update.error);
  return { command: 'branch', branchId, update: update.data };
};

/** The command's own part of the command line. */
const commandOf = (name: OperatorCommand['command'], actions: readonly string[], values: Values) => {
  if (name === 'dine-in') return { command: name, dineIn: parseDineInAction(actions, values) };
  if (name === 'order') return { command: name, order: parseOrderAction(actions, values) };
  if (name === 'waiting') return { command: name, waiting: parseWaitingAction(actions, values) };
  if (name === 'reservations') return { command: name, reservation: parseReservationCommand(actions, values) };
  if (name === 'settings') return { command: name, setting: parseSettingsCommand(actions, values) };
  if (name === 'offers') return { command: name, offer: parseOfferCommand(actions, values) };
  if (name === 'payments') return { command: name, payments: parsePaymentsCommand(actions, values) };
  if (name === 'sms') {
    if (actions.length !== 1 || actions[0] !== 'failures') throw new UsageError('sms takes failures');
    return { command: name, list: 'failures' as const };
  }
  if (actions.length > 0) throw new UsageError(`${name} takes no ${actions.join(' ')}`);
  if (name === 'feedback') return { command: name, feedback: parseFeedbackQuery(values) };
  return name === 'emit' ? emitCommand(values) : branchCommand(values);
};

/** Reads `emit ...`, `branch ...`, `dine-in open|move|close ...` or `order <action> ...` (see OPERATOR_USAGE) and the environment. */
export const parseOperatorCommand = (argv: readonly string[], env: NodeJS.ProcessEnv): OperatorCommand => {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [name, ...actions] = positionals;
  if (!isCommand(name))
    throw new UsageError(
      'The commands are emit, branch, dine-in, order, payments, sms, waiting, feedback, reservations, settings and offers',
    );
  const foreign = Object.keys(values).filter((option) => !COMMAND_OPTIONS[name].includes(option as OptionName));
  if (foreign.length > 0) throw new UsageError(`${name} does not take ${foreign.map((option) => `--${option}`).join(', ')}`);
  if (!values.tenant) throw new UsageError('--tenant is required');
  const target: OperatorTarget = {
    apiUrl: (env.API_URL || DEFAULT_API_URL).replace(/\/+$/, ''),
    tenant: values.tenant,
    key: values.key ?? (env.OPERATOR_KEY || `${values.tenant}-operator-demo`),
  };
  return { ...target, ...commandOf(name, actions, values) };
};
