import { DINE_IN_PATHS, readAnswer, type ApiClient } from '@storefront/shared';
import type { DineInSession } from '@storefront/shared/contracts';

/** The open session of the table with this printed code at a branch. */
export const fetchTableSession = async (api: ApiClient, branchId: number, code: string, signal?: AbortSignal): Promise<DineInSession> =>
  (
    await readAnswer(
      'dineInSessionResponseSchema',
      await api.get(DINE_IN_PATHS.tableSession, { params: { branch_id: branchId, code }, signal }),
    )
  ).data;
