import { operatorBranchPath, operatorBranchResponseSchema, type OperatorBranchUpdate } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';

/** PUTs the branch switches; answers the branch as the storefront now sees it. */
export const sendBranchUpdate = ({
  branchId,
  update,
  ...target
}: OperatorTarget & { branchId: number; update: OperatorBranchUpdate }): Promise<z.infer<typeof operatorBranchResponseSchema>> =>
  operatorRequest(target, 'PUT', operatorBranchPath(branchId), update, operatorBranchResponseSchema);
