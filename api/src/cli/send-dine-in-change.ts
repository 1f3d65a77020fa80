import { OPERATOR_DINE_IN_PATHS, dineInSessionResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { DineInAction } from './dine-in-command';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';

/** Opens, moves or closes a dine-in session; answers the session as the storefront now sees it. */
export const sendDineInChange = ({
  dineIn,
  ...target
}: OperatorTarget & { dineIn: DineInAction }): Promise<z.infer<typeof dineInSessionResponseSchema>> => {
  if (dineIn.action === 'open') {
    return operatorRequest(target, 'POST', OPERATOR_DINE_IN_PATHS.sessions, { table_id: dineIn.tableId }, dineInSessionResponseSchema);
  }
  const update = dineIn.action === 'move' ? { table_id: dineIn.tableId } : { status: 'closed' };
  return operatorRequest(target, 'PUT', OPERATOR_DINE_IN_PATHS.session(dineIn.sessionId), update, dineInSessionResponseSchema);
};
