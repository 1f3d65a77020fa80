import { type DineInSession } from '../contracts/dine-in';
import type { Locale } from '../contracts/common';
import type { OrderDraft } from './order-draft-store';

/**
 * The draft for a table session. When the same session now sits at another table than the draft
 * remembers, the staff moved it: `table_changed` is set and `table_changed_branch_id` names the
 * branch of the new table (the draft's branch follows it).
 */
export const draftForSession = (session: DineInSession, draft: OrderDraft, locale: Locale): Partial<OrderDraft> => {
  const sameSession = draft.session_id === session.session_id;
  const moved = sameSession && draft.table_id !== null && draft.table_id !== session.table.id;
  return {
    type: 'dine_in',
    branch_id: session.branch_id,
    branch_name: session.branch_names[locale],
    branch_names: session.branch_names,
    branch_asap_allowed: true,
    branch_schedule_allowed: false,
    delivery_time: 'asap',
    scheduled_day: null,
    scheduled_period: null,
    delivery_location: null,
    vehicle: null,
    session_id: session.session_id,
    table_id: session.table.id,
    table_name: session.table.name,
    table_available: session.table.available,
    area_name: session.area.names[locale],
    table_changed: moved || (sameSession && draft.table_changed),
    table_changed_branch_id: moved ? session.branch_id : sameSession ? draft.table_changed_branch_id : null,
  };
};
