import { readFileSync } from 'node:fs';
import {
  OPERATOR_PAYMENT_PROVIDER_PATH,
  operatorPaymentProviderBodySchema,
  operatorPaymentProviderResponseSchema,
  type OperatorPaymentProvider,
  type OperatorPaymentProviderBody,
} from '@storefront/shared/contracts';
import { operatorRequest, type OperatorTarget } from './operator-request';
import { fetchPaymentIncidents, incidentLines } from './send-payment-incidents';
import { shown } from './terminal-text';
import { UsageError } from './usage-error';

/** The options of `payments set`, each the credential it carries (`integration-id` may be repeated or a comma list). */
const CREDENTIAL_OPTIONS = {
  'publishable-key': 'publishable_key',
  'secret-key': 'secret_key',
  'webhook-secret': 'webhook_secret',
  'public-key': 'public_key',
  'api-key': 'api_key',
  'hmac-secret': 'hmac_secret',
  'integration-id': 'integration_ids',
  'stc-pay': 'stc_pay',
  'apple-pay-association': 'apple_pay_association',
} as const;
type CredentialOption = keyof typeof CREDENTIAL_OPTIONS;

const PROVIDER_OPTIONS = {
  moyasar: ['publishable-key', 'secret-key', 'webhook-secret', 'stc-pay', 'apple-pay-association'],
  paymob: ['secret-key', 'public-key', 'api-key', 'hmac-secret', 'integration-id'],
} as const satisfies Record<OperatorPaymentProviderBody['provider'], readonly CredentialOption[]>;
/** What a provider may be set without: `--stc-pay on|off` (off unless given), `--apple-pay-association <file>` (no Apple Pay without it). */
const OPTIONAL_OPTIONS: readonly CredentialOption[] = ['stc-pay', 'apple-pay-association'];

/** The text of the domain association file Moyasar's dashboard gives for Apple Pay. */
const associationFile = (file: string): string => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new UsageError(`--apple-pay-association: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
};

export const PAYMENTS_COMMAND_OPTIONS = ['provider', ...(Object.keys(CREDENTIAL_OPTIONS) as CredentialOption[])] as const;

export type PaymentsAction = { action: 'incidents' | 'show' | 'clear' } | { action: 'set'; body: OperatorPaymentProviderBody };

type PaymentsValues = { provider?: string; 'integration-id'?: string[] } & {
  [Option in Exclude<CredentialOption, 'integration-id'>]?: string;
};

const isProvider = (name: string | undefined): name is keyof typeof PROVIDER_OPTIONS =>
  name !== undefined && Object.hasOwn(PROVIDER_OPTIONS, name);

/** `--integration-id 1 --integration-id 2` or `--integration-id 1,2`: numbers stay numbers, names stay text. */
const integrationIds = (raw: readonly string[]): Array<number | string> =>
  raw
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id));

/** A credential's path in the body (`credentials.secret_key`) as its option (`--secret-key`). */
const optionOf = (path: readonly PropertyKey[]): string => {
  const option = Object.entries(CREDENTIAL_OPTIONS).find(([, key]) => path.includes(key))?.[0];
  return `--${option ?? path.map(String).join('.')}`;
};

const setBody = (values: PaymentsValues): OperatorPaymentProviderBody => {
  const { provider } = values;
  if (!isProvider(provider)) throw new UsageError('set takes --provider moyasar or --provider paymob');
  const given = (Object.keys(CREDENTIAL_OPTIONS) as CredentialOption[]).filter((option) => values[option] !== undefined);
  const allowed: readonly CredentialOption[] = PROVIDER_OPTIONS[provider];
  const foreign = given.filter((option) => !allowed.includes(option));
  if (foreign.length > 0) throw new UsageError(`${provider} does not take ${foreign.map((option) => `--${option}`).join(', ')}`);
  const missing = allowed.filter((option) => values[option] === undefined && !OPTIONAL_OPTIONS.includes(option));
  if (missing.length > 0) throw new UsageError(`set --provider ${provider} needs ${missing.map((option) => `--${option}`).join(', ')}`);
  const stcPay = values['stc-pay'];
  if (stcPay !== undefined && stcPay !== 'on' && stcPay !== 'off') throw new UsageError('--stc-pay takes on or off');
  const credentials = Object.fromEntries(
    allowed.map((option) => [
      CREDENTIAL_OPTIONS[option],
      option === 'integration-id'
        ? values[option] && integrationIds(values[option])
        : option === 'apple-pay-association'
          ? values[option] && associationFile(values[option])
          : option === 'stc-pay'
            ? stcPay === undefined
              ? undefined
              : stcPay === 'on'
            : values[option],
    ]),
  );
  const body = operatorPaymentProviderBodySchema.safeParse({ provider, credentials });
  if (!body.success) throw new UsageError(body.error.issues.map((issue) => `${optionOf(issue.path)}: ${issue.message}`).join('; '));
  return body.data;
};

/** Reads `payments incidents|show|clear` or `payments set --provider moyasar|paymob <its credentials>`. */
export const parsePaymentsCommand = (positionals: readonly string[], values: PaymentsValues): PaymentsAction => {
  const [action, ...rest] = positionals;
  if (rest.length > 0 || (action !== 'incidents' && action !== 'show' && action !== 'clear' && action !== 'set'))
    throw new UsageError('payments takes incidents, show, set or clear');
  if (action === 'set') return { action, body: setBody(values) };
  const foreign = PAYMENTS_COMMAND_OPTIONS.filter((option) => values[option] !== undefined);
  if (foreign.length > 0) throw new UsageError(`payments ${action} does not take ${foreign.map((option) => `--${option}`).join(', ')}`);
  return { action };
};

/** The tenant's provider in one line: its public key and the names of its secrets, never a secret. */
const providerLine = (tenant: string, provider: OperatorPaymentProvider | null): string =>
  provider === null
    ? shown`${tenant} has no payment provider of its own: it pays through the api's PAYMENT_PROVIDER`
    : shown`payment provider of ${tenant} is ${provider.provider}, public key ${provider.public_key}` +
      (provider.integration_ids ? shown`, integrations ${provider.integration_ids.join(', ')}` : '') +
      (provider.provider === 'moyasar'
        ? `, STC Pay ${provider.stc_pay ? 'on' : 'off'}, Apple Pay ${provider.apple_pay ? 'on' : 'off'}`
        : '') +
      shown`; secrets set: ${provider.secrets_set.join(', ')}; changed ${provider.updated_at}`;

/** Sends the payments command; answers what the CLI prints. */
export const sendPaymentsCommand = async ({ payments, ...target }: OperatorTarget & { payments: PaymentsAction }): Promise<string> => {
  if (payments.action === 'incidents') return incidentLines(target.tenant, await fetchPaymentIncidents(target));
  const [method, body] =
    payments.action === 'set'
      ? (['PUT', payments.body] as const)
      : payments.action === 'clear'
        ? (['DELETE', null] as const)
        : (['GET', null] as const);
  const { data } = await operatorRequest(target, method, OPERATOR_PAYMENT_PROVIDER_PATH, body, operatorPaymentProviderResponseSchema);
  return providerLine(target.tenant, data);
};
