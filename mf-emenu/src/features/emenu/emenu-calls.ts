import { readAnswer, type ApiClient, type EMenu } from '@storefront/shared';

/** Where an e-menu comes from: its api path (a branch's, or a table's) and query. */
export interface EMenuSource {
  path: string;
  params?: Record<string, string>;
}

export const fetchEMenu = async (api: ApiClient, source: EMenuSource, signal?: AbortSignal): Promise<EMenu> =>
  (await readAnswer('emenuResponseSchema', await api.get(source.path, { ...(source.params ? { params: source.params } : {}), signal })))
    .data;
