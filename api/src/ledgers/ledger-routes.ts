import { LEDGER_PATHS, ledgerPageResponseSchema, pageQuerySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { CustomerScope } from '../tenancy/scopes';
import { customerLedgerPage, type Ledger } from './ledger-service';

/** The wallet and points logs of the logged-in customer, newest first, paged. */
export const ledgerRoutes = async (scope: CustomerScope, { db }: { db: Db }): Promise<void> => {
  const route = (path: string, ledger: Ledger) =>
    scope.get(
      path,
      { schema: { querystring: pageQuerySchema, response: { 200: ledgerPageResponseSchema } } },
      async (request): Promise<z.infer<typeof ledgerPageResponseSchema>> => {
        const query = request.query;
        return customerLedgerPage(db, ledger, {
          tenantId: request.tenant.id,
          customerId: request.customer.id,
          page: query.page,
          perPage: query.per_page,
        });
      },
    );
  route(LEDGER_PATHS.walletLogs, 'wallet_ledger');
  route(LEDGER_PATHS.pointsLogs, 'points_ledger');
};
