import type { SmsFailure } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { listSmsFailures } from './sms-failure-repository';

/** The operator's list: the tenant's SMS a provider refused or did not answer in time (newest first, at most 100). */
export const operatorSmsFailures = (db: Db, tenantId: number): Promise<SmsFailure[]> => listSmsFailures(db, tenantId);
