import { DomainError } from '../domain/domain-error';
import { findTenantName } from '../tenancy/tenant-repository';
import { findSessionRow } from './payment-session-repository';
import { settleSession, type SettleDeps } from './payment-session-service';
import { forgetWebhookEvent, forgetWebhookEventsBefore, recordWebhookEvent } from './webhook-event-repository';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

/**
 * Sessions of what else is paid through the same provider (a reservation's deposit): found by id,
 * settled by their own rules. The order sessions are looked up first.
 */
export interface OtherSessions {
  find(id: string): Promise<{ id: string; status: string; expires_at: Date } | null>;
  settle(id: string): Promise<void>;
}

/** What the provider's side needs: the settling of order sessions and, optionally, the other sessions. */
export type ProviderDeps = SettleDeps & { others?: OtherSessions };

const tenantNameOf = async (deps: SettleDeps, tenantId: number): Promise<string> => (await findTenantName(deps.db, tenantId)) ?? '';

/** A provider whose deliveries carry no timestamp (Moyasar, Paymob) keeps them a week: a replay within it is refused. */
const keptFor = (provider: string): number => (provider === 'sandbox' ? 2 * WEBHOOK_TOLERANCE_SECONDS * 1000 : 7 * 24 * 3600 * 1000);

/**
 * Records a webhook delivery; false when it was already taken (a replay). Deliveries older than the
 * signature's tolerance are forgotten: a replay of those fails the timestamp check instead.
 */
const takeDelivery = async (deps: SettleDeps, provider: string, deliveryId: string): Promise<boolean> => {
  const now = deps.clock();
  await forgetWebhookEventsBefore(deps.db, provider, new Date(now.getTime() - keptFor(provider)));
  return recordWebhookEvent(deps.db, provider, deliveryId, now);
};

/**
 * Settles the session a signed webhook delivery names (an order's, or another's): an unknown session is
 * `payment_session_not_found`, a delivery already taken `webhook_already_received`. A delivery whose
 * handling failed is forgotten, so the provider may send it again.
 */
export const receiveWebhook = async (
  deps: ProviderDeps,
  { sessionId, deliveryId }: { sessionId: string; deliveryId: string },
  provider: string = deps.provider.name,
): Promise<void> => {
  const session = await findSessionRow(deps.db, null, sessionId);
  const other = session ? null : await deps.others?.find(sessionId);
  if (!session && !other) throw new DomainError('payment_session_not_found');
  if (!(await takeDelivery(deps, provider, deliveryId))) throw new DomainError('webhook_already_received');
  try {
    if (session) await settleSession(deps, session, await tenantNameOf(deps, session.tenant_id));
    else if (other) await deps.others?.settle(other.id);
  } catch (error) {
    await forgetWebhookEvent(deps.db, provider, deliveryId);
    throw error;
  }
};
