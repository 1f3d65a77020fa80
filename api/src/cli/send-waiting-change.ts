import {
  OPERATOR_WAITING_PATHS,
  operatorWaitingEntryResponseSchema,
  operatorWaitingLineResponseSchema,
  type OperatorWaitingEntry,
  type OperatorWaitingLine,
} from '@storefront/shared/contracts';
import type { OperatorTarget } from './operator-request';
import { shown } from './terminal-text';
import { operatorRequest } from './operator-request';
import type { WaitingAction } from './waiting-command';

/** How long since a called party was called, and whether it said it is on its way. */
const calledText = (entry: OperatorWaitingEntry): string =>
  entry.called_minutes_ago === null
    ? ''
    : shown`, called ${entry.called_minutes_ago} min ago` + (entry.on_my_way_at === null ? '' : ', on the way');

const partyLine = (entry: OperatorWaitingEntry): string =>
  shown`  ${entry.position === null ? entry.status : shown`#${entry.position}`}  entry ${entry.id}: ${entry.name}, party of ${entry.party_size}` +
  shown`${entry.delays_used > 0 ? shown`, delayed ${entry.delays_used}x` : ''}` +
  calledText(entry);

const lineText = (tenant: string, line: OperatorWaitingLine): string =>
  [
    shown`waiting list of branch ${line.branch_id} (${line.names.en}) of ${tenant} is ${line.open ? 'open' : shown`out of service: ${line.closed_reason}`}`,
    ...line.areas.flatMap((area) => [
      shown`${area.names.en} (area ${area.id}): ${area.entries.filter((entry) => entry.status === 'waiting').length} waiting`,
      ...area.entries.map(partyLine),
    ]),
  ].join('\n');

/** Sends one `waiting` action and answers what the CLI prints. */
export const sendWaitingChange = async ({ waiting, ...target }: OperatorTarget & { waiting: WaitingAction }): Promise<string> => {
  if (waiting.action === 'seat' || waiting.action === 'no-show') {
    const path = waiting.action === 'seat' ? OPERATOR_WAITING_PATHS.seat(waiting.entryId) : OPERATOR_WAITING_PATHS.noShow(waiting.entryId);
    const { data } = await operatorRequest(target, 'POST', path, null, operatorWaitingEntryResponseSchema);
    return shown`entry ${data.id} (${data.name}) of ${target.tenant} is ${data.status.replace('_', '-')}`;
  }
  if (waiting.action === 'call') {
    const body = waiting.areaId === undefined ? {} : { area_id: waiting.areaId };
    const path = OPERATOR_WAITING_PATHS.callNext(waiting.branchId);
    const { data } = await operatorRequest(target, 'POST', path, body, operatorWaitingEntryResponseSchema);
    return shown`entry ${data.id} (${data.name}, party of ${data.party_size}) of ${target.tenant} is called: your turn now`;
  }
  const path = OPERATOR_WAITING_PATHS.branch(waiting.branchId);
  const { data } =
    waiting.action === 'line'
      ? await operatorRequest(target, 'GET', path, null, operatorWaitingLineResponseSchema)
      : await operatorRequest(
          target,
          'PUT',
          path,
          waiting.action === 'open' ? { open: true } : { open: false, reason: waiting.reason },
          operatorWaitingLineResponseSchema,
        );
  return lineText(target.tenant, data);
};
