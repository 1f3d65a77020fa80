import { LEDGER_PATHS, ledgerPageResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';
import { PAGE_SIZE } from '@storefront/shared/contracts';

export type LedgerKind = 'wallet' | 'points';
export type LedgerPage = ReturnType<typeof ledgerPageResponseSchema.parse>;

export const fetchLedgerPage = async (api: ApiClient, kind: LedgerKind, page: number, signal?: AbortSignal): Promise<LedgerPage> =>
  parseAnswer(
    ledgerPageResponseSchema,
    (
      await api.get(kind === 'wallet' ? LEDGER_PATHS.walletLogs : LEDGER_PATHS.pointsLogs, {
        params: { page, per_page: PAGE_SIZE.default },
        signal,
      })
    ).data,
  );
