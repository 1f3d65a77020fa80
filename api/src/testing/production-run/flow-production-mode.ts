import { DEV_OUTBOX_PATH } from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import type { RunContext } from './run-context';
import { callApi, storefront } from './run-http';

// REFERENCE_PAGE_PATH of api/src/http/openapi.ts, which would load the whole OpenAPI plugin here.
const REFERENCE_PATH = '/api/v1/reference';

/** Each instance runs as production: neither the interactive reference nor the development outbox (its login codes) is served. */
export const expectProductionMode = async (context: RunContext): Promise<void> => {
  for (const instance of context.instances)
    for (const path of [REFERENCE_PATH, DEV_OUTBOX_PATH]) {
      const answer = await callApi(instance.url, path, { headers: storefront(SUFRA) });
      if (answer.status !== 404) throw new Error(`${instance.address} serves ${path} (${answer.status}): it does not run as production`);
    }
};
