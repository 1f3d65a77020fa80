import { perRoot, type EMenuBranch } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { fetchEMenuBranches } from './emenu-branches-calls';

/** The branches one QR leads to (`/menu/e/branches/{uuid}`); a QR of no branch is not found. */
export const emenuBranchesOf = perRoot(
  (root) => new Resource<EMenuBranch[], string>((uuid, signal) => fetchEMenuBranches(root.api, uuid, signal)),
);
