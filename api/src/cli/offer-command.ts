import { operatorOfferPath, operatorOfferResponseSchema } from '@storefront/shared/contracts';
import { operatorRequest, type OperatorTarget } from './operator-request';
import { shown } from './terminal-text';
import { UsageError } from './usage-error';

export const OFFER_COMMAND_OPTIONS = ['code'] as const;

/** What `offers off|on --code <code>` asks: the offer's coupon code and whether it is on. */
export interface OfferSwitch {
  code: string;
  active: boolean;
}

/** Reads `offers off --code KABSA20` or `offers on --code KABSA20`. */
export const parseOfferCommand = (positionals: readonly string[], values: { code?: string }): OfferSwitch => {
  const [action, ...rest] = positionals;
  if (rest.length > 0 || (action !== 'off' && action !== 'on')) throw new UsageError('offers takes off or on');
  if (!values.code || !/^[A-Za-z0-9_-]{1,40}$/.test(values.code)) throw new UsageError("--code is required (the offer's coupon code)");
  return { code: values.code, active: action === 'on' };
};

/** Sends the switch; answers the line the CLI prints. */
export const sendOfferSwitch = async ({ offer, ...target }: OperatorTarget & { offer: OfferSwitch }): Promise<string> => {
  const { data } = await operatorRequest(
    target,
    'PUT',
    operatorOfferPath(encodeURIComponent(offer.code)),
    { active: offer.active },
    operatorOfferResponseSchema,
  );
  return shown`offer ${data.code} of ${target.tenant} is ${data.active ? 'on' : 'off'}`;
};
