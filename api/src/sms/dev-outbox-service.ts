import type { OutboxMessage } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { findOutboxMessages } from './outbox-repository';

/** Development only: what the outbox sender kept for the tenant. */
export const keptMessages = (db: Db, tenantId: number): Promise<OutboxMessage[]> => findOutboxMessages(db, tenantId);
