import { OPERATOR_SETTINGS_PATH, operatorSettingBodySchema, operatorSettingResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { changeSetting } from '../content/content-service';
import type { Db } from '../db/db';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { TenantScope } from '../tenancy/scopes';

/** PUT one of the settings a restaurant may change itself; forgets the tenant's cached answers on every instance. */
export const operatorSettingsRoutes = async (
  scope: TenantScope,
  { db, invalidateAnswers }: { db: Db; invalidateAnswers: InvalidateAnswers },
): Promise<void> => {
  const schema = { body: operatorSettingBodySchema, response: { 200: operatorSettingResponseSchema } };
  scope.put(OPERATOR_SETTINGS_PATH, { schema }, async (request): Promise<z.infer<typeof operatorSettingResponseSchema>> => {
    const setting = request.body;
    await changeSetting(db, request.tenant.id, setting.key, setting.value);
    invalidateAnswers(request.tenant.id);
    return { data: setting };
  });
};
