import { PAYMENT_PATHS, PAYMENT_SESSION_EXPIRED_MESSAGE } from '@storefront/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error';
import { SANDBOX_DECLINED_CARD, validCardNumber } from './card-check';
import { findSessionRow } from './payment-session-repository';
import { settleSession, type SettleDeps } from './payment-session-service';
import { sandboxClosedPage, sandboxPage, sandboxPageSecurityHeaders } from './sandbox-page';
import { findSandboxPayment, recordSandboxOutcome } from './sandbox-provider';
import { forgetWebhookEvent, forgetWebhookEventsBefore, recordWebhookEvent } from './webhook-event-repository';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';
import { findTenantName } from '../tenancy/tenant-repository';

const html = (reply: FastifyReply, status: number, page: string, returnUrl: string | null = null): string => {
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').headers(sandboxPageSecurityHeaders(returnUrl));
  return page;
};

const tenantNameOf = async (deps: SettleDeps, tenantId: number): Promise<string> => (await findTenantName(deps.db, tenantId)) ?? '';

/**
 * Records a webhook delivery; false when it was already taken (a replay). Deliveries older than the
 * signature's tolerance are forgotten: a replay of those fails the timestamp check instead.
 */
const takeDelivery = async (deps: SettleDeps, deliveryId: string): Promise<boolean> => {
  const now = deps.clock();
  await forgetWebhookEventsBefore(deps.db, deps.provider.name, new Date(now.getTime() - 2 * WEBHOOK_TOLERANCE_SECONDS * 1000));
  return recordWebhookEvent(deps.db, deps.provider.name, deliveryId, now);
};

/** A delivery whose handling failed may be sent again by the provider. */
const forgetDelivery = async (deps: SettleDeps, deliveryId: string): Promise<void> => {
  await forgetWebhookEvent(deps.db, deps.provider.name, deliveryId);
};

/**
 * Sessions of what else is paid through the same provider (a reservation's deposit): found by id,
 * settled by their own rules. The order sessions are looked up first.
 */
export interface OtherSessions {
  find(id: string): Promise<{ id: string; status: string; expires_at: Date } | null>;
  settle(id: string): Promise<void>;
}

/**
 * The provider's side, reached without tenant headers: the webhook of the configured provider and,
 * for the sandbox, its hosted page. Register as its own plugin (it parses raw JSON and forms).
 */
export const providerRoutes =
  (deps: SettleDeps & { others?: OtherSessions }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(`/api/v1/payment/webhooks/${deps.provider.name}`, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const parsed = await deps.provider.parseWebhook(raw, request.headers);
      if (!parsed) throw new HttpError(401, 'webhook_signature_invalid');
      const session = await findSessionRow(deps.db, null, parsed.sessionId);
      const other = session ? null : await deps.others?.find(parsed.sessionId);
      if (!session && !other) throw new HttpError(404, 'payment_session_not_found');
      if (!(await takeDelivery(deps, parsed.deliveryId))) throw new HttpError(409, 'webhook_already_received');
      try {
        if (session) await settleSession(deps, session, await tenantNameOf(deps, session.tenant_id));
        else if (other) await deps.others?.settle(other.id);
      } catch (error) {
        await forgetDelivery(deps, parsed.deliveryId);
        throw error;
      }
      return { data: { received: true } };
    });

    if (deps.provider.name !== 'sandbox') return;

    const open = async (id: string) => {
      const session = (await findSessionRow(deps.db, null, id)) ?? (await deps.others?.find(id)) ?? null;
      const payment = session && (await findSandboxPayment(deps.db, session.id));
      if (!session || !payment) return null;
      const live = session.status === 'pending' && new Date(session.expires_at) > deps.clock() && payment.outcome === null;
      return { session, payment, live };
    };

    scope.get<{ Params: { session: string } }>(PAYMENT_PATHS.sandboxPage(':session'), async (request, reply) => {
      const found = await open(request.params.session);
      if (!found) return html(reply, 404, sandboxClosedPage('Payment session not found'));
      if (!found.live) return html(reply, 410, sandboxClosedPage(PAYMENT_SESSION_EXPIRED_MESSAGE));
      return html(reply, 200, sandboxPage(found.payment, PAYMENT_PATHS.sandboxPage(found.session.id)), found.payment.return_url);
    });

    scope.post<{ Params: { session: string }; Body: Record<string, string> | string | undefined }>(
      PAYMENT_PATHS.sandboxPage(':session'),
      async (request, reply) => {
        const found = await open(request.params.session);
        if (!found) return html(reply, 404, sandboxClosedPage('Payment session not found'));
        if (!found.live) return html(reply, 410, sandboxClosedPage(PAYMENT_SESSION_EXPIRED_MESSAGE));
        const form = typeof request.body === 'object' ? request.body : {};
        let outcome: 'approved' | 'declined' | 'card_invalid' = form.decision === 'approve' ? 'approved' : 'declined';
        if (outcome === 'approved' && found.payment.method === 'card') {
          const card = validCardNumber({ number: form.card_number, expiry: form.card_expiry, cvc: form.card_cvc }, deps.clock());
          outcome = card === null ? 'card_invalid' : card === SANDBOX_DECLINED_CARD ? 'declined' : 'approved';
        }
        await recordSandboxOutcome(deps.db, found.payment.ref, outcome, deps.clock());
        return reply.code(303).header('location', found.payment.return_url).send();
      },
    );
  };
