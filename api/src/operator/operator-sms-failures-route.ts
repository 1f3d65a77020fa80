import { OPERATOR_SMS_FAILURES_PATH, smsFailureListResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { operatorSmsFailures } from '../sms/sms-failure-service';
import type { TenantScope } from '../tenancy/scopes';

/** The tenant's SMS the provider refused or did not answer in time (newest first, at most 100). */
export const operatorSmsFailuresRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  const schema = { response: { 200: smsFailureListResponseSchema } };
  scope.get(OPERATOR_SMS_FAILURES_PATH, { schema }, async (request): Promise<z.infer<typeof smsFailureListResponseSchema>> => ({
    data: await operatorSmsFailures(db, request.tenant.id),
  }));
};
