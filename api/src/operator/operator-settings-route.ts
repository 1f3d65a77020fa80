import { OPERATOR_SETTINGS_PATH, operatorSettingBodySchema, type operatorSettingResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { saveSetting } from '../content/settings-repository';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { TenantScope } from '../tenancy/scopes';

/** PUT one of the settings a restaurant may change itself; forgets the tenant's cached answers on every instance. */
export const registerOperatorSettingsRoute = (
  app: TenantScope,
  { db, invalidateAnswers }: { db: Db; invalidateAnswers: InvalidateAnswers },
): void => {
  app.put(OPERATOR_SETTINGS_PATH, async (request): Promise<z.infer<typeof operatorSettingResponseSchema>> => {
    const setting = parseRequest(operatorSettingBodySchema, request.body, 'body');
    await saveSetting(db, request.tenant.id, setting.key, setting.value);
    invalidateAnswers(request.tenant.id);
    return { data: setting };
  });
};
