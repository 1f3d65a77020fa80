import { ORDER_TIMELINE, type OrderTypeName, type Tracking } from '@storefront/shared/contracts';
import type { OrderRow, StatusEvent } from './order-repository';

/**
 * The timeline of an order: every change, and the happy-path steps reached so far. A canceled order has
 * no steps left to draw and no estimate.
 */
export const toTracking = (row: Pick<OrderRow, 'id' | 'status' | 'estimated_at' | 'type'>, events: readonly StatusEvent[]): Tracking => {
  const canceled = row.status === 'canceled';
  const steps = canceled
    ? []
    : ORDER_TIMELINE.filter((status) => status !== 'outdelivery' || row.type === ('delivery' satisfies OrderTypeName));
  const reachedIndex = Math.max(-1, ...events.map((event) => steps.indexOf(event.status)));
  return {
    id: row.id,
    status: row.status,
    estimated_at: row.estimated_at === null || canceled ? null : new Date(row.estimated_at).toISOString(),
    timeline: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    steps: steps.map((status, index) => {
      const event = events.find((candidate) => candidate.status === status);
      return { status, reached: index <= reachedIndex, at: event ? new Date(event.at).toISOString() : null };
    }),
  };
};
