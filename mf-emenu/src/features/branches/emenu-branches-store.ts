import { ApiCallError, EMENU_PATHS, perRoot, readAnswer, type EMenuBranch } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';

/** The branches one QR leads to (`/menu/e/branches/{uuid}`); a QR of no branch is not found. */
export const emenuBranchesOf = perRoot(
  (root) =>
    new Resource<EMenuBranch[], string>(async (uuid, signal) => {
      const branches = (await readAnswer('emenuBranchesResponseSchema', await root.api.get(EMENU_PATHS.branches(uuid), { signal }))).data;
      if (branches.length === 0) throw new ApiCallError('errors.notFound', 404);
      return branches;
    }),
);
