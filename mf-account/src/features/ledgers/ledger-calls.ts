import { LEDGER_PATHS, type ledgerPageResponseSchema } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { PAGE_SIZE } from '@storefront/shared/contracts';
import { readAnswer } from '../answers';

export type LedgerKind = 'wallet' | 'points';
export type LedgerPage = ReturnType<typeof ledgerPageResponseSchema.parse>;

export const fetchLedgerPage = async (api: ApiClient, kind: LedgerKind, page: number, signal?: AbortSignal): Promise<LedgerPage> =>
  readAnswer(
    'ledgerPageResponseSchema',
    await api.get(kind === 'wallet' ? LEDGER_PATHS.walletLogs : LEDGER_PATHS.pointsLogs, {
      params: { page, per_page: PAGE_SIZE.default },
      signal,
    }),
  );
