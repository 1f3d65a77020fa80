import { ApiCallError, EMENU_PATHS, readAnswer, type ApiClient, type EMenuBranch } from '@storefront/shared';

/** The branches one QR leads to; a QR of no branch is not found (404). */
export const fetchEMenuBranches = async (api: ApiClient, uuid: string, signal?: AbortSignal): Promise<EMenuBranch[]> => {
  const branches = (await readAnswer('emenuBranchesResponseSchema', await api.get(EMENU_PATHS.branches(uuid), { signal }))).data;
  if (branches.length === 0) throw new ApiCallError('errors.notFound', 404);
  return branches;
};
