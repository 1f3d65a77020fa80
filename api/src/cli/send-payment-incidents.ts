import { OPERATOR_PAYMENT_INCIDENTS_PATH, paymentIncidentListResponseSchema, type PaymentIncident } from '@storefront/shared/contracts';
import { shown } from './terminal-text';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';

/** The tenant's payment incidents (newest first). */
export const fetchPaymentIncidents = async (target: OperatorTarget): Promise<PaymentIncident[]> =>
  (await operatorRequest(target, 'GET', OPERATOR_PAYMENT_INCIDENTS_PATH, null, paymentIncidentListResponseSchema)).data;

/** One line per incident, for the terminal. */
export const incidentLines = (tenant: string, incidents: readonly PaymentIncident[]): string =>
  incidents.length === 0
    ? shown`no payment incidents for ${tenant}`
    : incidents
        .map(
          (incident) =>
            shown`${incident.created_at} order #${incident.order_number} (id ${incident.order_id}) ${incident.reason.replace(/_/g, ' ')}: ` +
            shown`${incident.amount.toFixed(2)} ${incident.currency} ${incident.refund_status}` +
            shown`${incident.refund_message ? shown` (${incident.refund_message})` : ''} [session ${incident.session_id}]`,
        )
        .join('\n');
