import type { CustomerDetails } from '../../contracts';

/**
 * What became of a login return (`?state=`): `refused` when this browser did not start that login (no
 * matching nonce: login CSRF), `failed` when the api refused its token, `switch` when another customer
 * is logged in here and must say whether to change accounts.
 */
export type LoginReturnOutcome = 'signed-in' | 'refused' | 'failed' | 'switch';

/** A login return for another account than the live one, waiting for the customer's answer. */
export interface PendingSwitch {
  token: string;
  name: string;
  details: CustomerDetails;
}
