import { LEDGER_PATHS, pageMeta, pageQuerySchema, type LedgerEntry, type ledgerPageResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';

type Ledger = 'wallet_ledger' | 'points_ledger';

const ledgerPage = async (db: Db, ledger: Ledger, tenantId: number, customerId: number, page: number, perPage: number) => {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${ledger} WHERE tenant_id = $1 AND customer_id = $2`,
    [tenantId, customerId],
  );
  const rows = await db.query<Omit<LedgerEntry, 'created_at'> & { created_at: Date }>(
    `SELECT id, amount::float8 AS amount, reason, reason_code, reference, created_at FROM ${ledger}
      WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tenantId, customerId, perPage, (page - 1) * perPage],
  );
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    meta: pageMeta(count?.total ?? 0, page, perPage),
  };
};

/** The wallet and points logs of the logged-in customer, newest first, paged. */
export const registerLedgerRoutes = (app: FastifyInstance, { db }: { db: Db }): void => {
  const route = (path: string, ledger: Ledger) =>
    app.get(path, async (request): Promise<z.infer<typeof ledgerPageResponseSchema>> => {
      const query = parseRequest(pageQuerySchema, request.query, 'query');
      return ledgerPage(db, ledger, request.tenant.id, request.customer.id, query.page, query.per_page);
    });
  route(LEDGER_PATHS.walletLogs, 'wallet_ledger');
  route(LEDGER_PATHS.pointsLogs, 'points_ledger');
};
