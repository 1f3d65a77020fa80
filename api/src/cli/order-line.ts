import type { operatorOrderResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { shown } from './terminal-text';

type OperatorOrder = z.infer<typeof operatorOrderResponseSchema>['data'];

/** What `order <action>` prints: the order's new state, and the car outside once its customer said they arrived. */
export const orderLine = (tenant: string, order: OperatorOrder): string => {
  const estimate = order.estimated_at ? shown`, estimated ${order.estimated_at}` : '';
  const car = order.arrival?.vehicle;
  const arrived = !order.arrival
    ? ''
    : car
      ? shown`; the customer arrived at ${order.arrival.at}: ${car.color_name} ${car.brand_name}, plate ${car.plate_number}`
      : shown`; the customer arrived at ${order.arrival.at}`;
  return shown`order #${order.number} (id ${order.id}) of ${tenant} is ${order.status}, ${order.payment_status.replace('_', ' ')}${estimate}${arrived}`;
};
