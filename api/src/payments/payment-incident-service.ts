import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PaymentIncident } from '@storefront/shared/contracts';
import { listIncidents, markIncidentRefunded, markIncidentRefundFailed, type RecordedIncident } from './payment-incident-repository';
import type { PaymentProvider } from './payment-provider';

/**
 * Gives the incident's payment back through the adapter and records how it went; a refund the
 * provider refuses stays `failed` on the operator's list (GET /api/v1/operator/payment-incidents).
 */
export const refundIncident = async (
  { db, provider, clock }: { db: Db; provider: PaymentProvider; clock: Clock },
  incident: RecordedIncident,
  session: { provider_ref: string; amount_minor: number },
): Promise<void> => {
  try {
    await provider.refund({ providerRef: session.provider_ref, amountMinor: session.amount_minor, idempotencyKey: incident.refund_key });
    await markIncidentRefunded(db, incident.id, clock());
  } catch (error) {
    await markIncidentRefundFailed(db, incident.id, (error as Error).message.slice(0, 500));
  }
};

/** The operator's list: payments that reached an order already paid, canceled or expired (newest first). */
export const operatorIncidents = (db: Db, tenantId: number): Promise<PaymentIncident[]> => listIncidents(db, tenantId);
