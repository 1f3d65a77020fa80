import { FRAME_PATHS } from '../../contracts';
import type { ApiClient } from '../../http/api-client';
import { checked, type Checked } from '../../http/read-answer';

/** The customer's wallet and points balances asked for (null: not asked, or the call failed). */
export interface Balances {
  wallet: Checked<'walletBalanceResponseSchema'>['data'] | null;
  points: Checked<'pointsBalanceResponseSchema'>['data'] | null;
}

const answerOf = async <K extends 'walletBalanceResponseSchema' | 'pointsBalanceResponseSchema'>(
  api: ApiClient,
  path: string,
  schema: K,
): Promise<Checked<K>['data'] | null> => {
  try {
    return (await checked(schema, (await api.get(path)).data))?.data ?? null;
  } catch {
    return null;
  }
};

/** Asks for the balances wanted, both at once; a failed call is a null balance, never a thrown error. */
export const fetchBalances = async (api: ApiClient, { wallet, points }: { wallet: boolean; points: boolean }): Promise<Balances> => {
  const asked = {
    wallet: wallet ? answerOf(api, FRAME_PATHS.walletBalance, 'walletBalanceResponseSchema') : null,
    points: points ? answerOf(api, FRAME_PATHS.pointsBalance, 'pointsBalanceResponseSchema') : null,
  };
  return { wallet: await asked.wallet, points: await asked.points };
};
