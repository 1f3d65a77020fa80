import {
  PAYMENT_PATHS,
  PAYMENT_SESSION_EXPIRED_MESSAGE,
  paymentSessionParamsSchema,
  sandboxDecisionBodySchema,
  sandboxWebhookBodySchema,
  webhookReceivedResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import { mediaAnswer } from '../http/route-schema';
import type { PublicScope } from '../tenancy/scopes';
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
export const providerRoutes = async (scope: PublicScope, deps: SettleDeps & { others?: OtherSessions }): Promise<void> => {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const webhook = { body: sandboxWebhookBodySchema, response: { 200: webhookReceivedResponseSchema } };
  scope.post(
    `/api/v1/payment/webhooks/${deps.provider.name}`,
    { schema: webhook },
    async (request): Promise<z.infer<typeof webhookReceivedResponseSchema>> => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const parsed = await deps.provider.parseWebhook(raw, request.headers);
      if (!parsed) throw new DomainError('webhook_signature_invalid');
      const session = await findSessionRow(deps.db, null, parsed.sessionId);
      const other = session ? null : await deps.others?.find(parsed.sessionId);
      if (!session && !other) throw new DomainError('payment_session_not_found');
      if (!(await takeDelivery(deps, parsed.deliveryId))) throw new DomainError('webhook_already_received');
      try {
        if (session) await settleSession(deps, session, await tenantNameOf(deps, session.tenant_id));
        else if (other) await deps.others?.settle(other.id);
      } catch (error) {
        await forgetDelivery(deps, parsed.deliveryId);
        throw error;
      }
      return { data: { received: true } };
    },
  );

  if (deps.provider.name !== 'sandbox') return;

  const open = async (id: string) => {
    const session = (await findSessionRow(deps.db, null, id)) ?? (await deps.others?.find(id)) ?? null;
    const payment = session && (await findSandboxPayment(deps.db, session.id));
    if (!session || !payment) return null;
    const live = session.status === 'pending' && new Date(session.expires_at) > deps.clock() && payment.outcome === null;
    return { session, payment, live };
  };

  const page = mediaAnswer('The sandbox payment page', ['text/html']);
  const closed = mediaAnswer('The session is unknown (404) or over (410)', ['text/html']);
  const shown = { params: paymentSessionParamsSchema, response: { 200: page, 404: closed, 410: closed } };
  scope.get(PAYMENT_PATHS.sandboxPage(':session'), { schema: shown }, async (request, reply) => {
    const found = await open(request.params.session);
    if (!found) return html(reply, 404, sandboxClosedPage('Payment session not found'));
    if (!found.live) return html(reply, 410, sandboxClosedPage(PAYMENT_SESSION_EXPIRED_MESSAGE));
    return html(reply, 200, sandboxPage(found.payment, PAYMENT_PATHS.sandboxPage(found.session.id)), found.payment.return_url);
  });

  const decided = {
    params: paymentSessionParamsSchema,
    body: sandboxDecisionBodySchema,
    consumes: ['application/x-www-form-urlencoded'],
    response: { 303: z.null(), 404: closed, 410: closed },
  };
  scope.post(PAYMENT_PATHS.sandboxPage(':session'), { schema: decided }, async (request, reply) => {
    const found = await open(request.params.session);
    if (!found) return html(reply, 404, sandboxClosedPage('Payment session not found'));
    if (!found.live) return html(reply, 410, sandboxClosedPage(PAYMENT_SESSION_EXPIRED_MESSAGE));
    // This plugin's own parsers: a form is a record of strings, JSON stays a string.
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Partial<Record<string, string>>;
    let outcome: 'approved' | 'declined' | 'card_invalid' = form.decision === 'approve' ? 'approved' : 'declined';
    if (outcome === 'approved' && found.payment.method === 'card') {
      const card = validCardNumber({ number: form.card_number, expiry: form.card_expiry, cvc: form.card_cvc }, deps.clock());
      outcome = card === null ? 'card_invalid' : card === SANDBOX_DECLINED_CARD ? 'declined' : 'approved';
    }
    await recordSandboxOutcome(deps.db, found.payment.ref, outcome, deps.clock());
    return reply.code(303).header('location', found.payment.return_url).send();
  });
};
