import { ApiCallError, fetchDineInSession, toWesternDigits, type ApiClient } from '@storefront/shared';
import { dineInSessionIdSchema, tableCodeSchema } from '@storefront/shared/contracts';
import { fetchTableSession } from './table-session-calls';

export type TableProblem = 'invalid' | 'not_found' | 'choose_branch' | 'failed';
export type TableLookup = { found: string } | { problem: TableProblem };

const notFound = (error: unknown) => error instanceof ApiCallError && error.status === 404;

/**
 * The session a typed code opens: the code printed on a table of the chosen branch ("T5"), or a session id
 * as in the table's QR link. Returns the session id, or why none.
 */
export const lookUpTableSession = async (
  api: ApiClient,
  typed: string,
  branchId: number | null,
  signal?: AbortSignal,
): Promise<TableLookup> => {
  const code = toWesternDigits(typed.trim());
  if (!tableCodeSchema.safeParse(code).success && !dineInSessionIdSchema.safeParse(code).success) return { problem: 'invalid' };
  try {
    if (branchId !== null && tableCodeSchema.safeParse(code).success) {
      try {
        return { found: (await fetchTableSession(api, branchId, code, signal)).session_id };
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    }
    if (dineInSessionIdSchema.safeParse(code).success) {
      try {
        return { found: (await fetchDineInSession(api, code, signal)).session_id };
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    }
    return { problem: branchId === null ? 'choose_branch' : 'not_found' };
  } catch {
    return { problem: 'failed' };
  }
};
