import type { Db } from '../db/db';
import { ledgerPage, type Ledger } from './ledger-repository';

export type { Ledger } from './ledger-repository';

/** One page of the customer's wallet or points log, newest first, with its paging meta. */
export const customerLedgerPage = (
  db: Db,
  ledger: Ledger,
  { tenantId, customerId, page, perPage }: { tenantId: number; customerId: number; page: number; perPage: number },
): ReturnType<typeof ledgerPage> => ledgerPage(db, ledger, tenantId, customerId, page, perPage);
