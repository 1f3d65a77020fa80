import {
  PAYMENT_PATHS,
  PAYMENT_SESSION_EXPIRED_MESSAGE,
  paymentSessionParamsSchema,
  sandboxDecisionBodySchema,
  sandboxWebhookBodySchema,
  providerWebhookBodySchema,
  providerWebhookQuerySchema,
  webhookReceivedResponseSchema,
  noContentSchema,
} from '@storefront/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import { mediaAnswer } from '../http/route-schema';
import type { PublicScope } from '../tenancy/scopes';
import { receiveWebhook, type ProviderDeps } from './provider-webhook-service';
import { decideSandboxPayment, sandboxSession, type SandboxForm } from './sandbox-page-service';
import { sandboxClosedPage, sandboxPage, sandboxPageSecurityHeaders } from './sandbox-page';

const html = (reply: FastifyReply, status: number, page: string, returnUrl: string | null = null): string => {
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').headers(sandboxPageSecurityHeaders(returnUrl));
  return page;
};

/**
 * The provider's side, reached without tenant headers: the webhook of the configured provider and,
 * for the sandbox, its hosted page. Register as its own plugin (it parses raw JSON and forms).
 */
export const providerRoutes = async (scope: PublicScope, deps: ProviderDeps): Promise<void> => {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Each provider posts its own body (the sandbox `{ session_id }`, Moyasar's event, Paymob's `{ type, obj }` with `?hmac=`).
  for (const name of deps.provider.webhookNames ?? [deps.provider.name]) {
    const body = name === 'sandbox' ? sandboxWebhookBodySchema : providerWebhookBodySchema;
    const webhook = { body, querystring: providerWebhookQuerySchema, response: { 200: webhookReceivedResponseSchema } };
    scope.post(
      `/api/v1/payment/webhooks/${name}`,
      { schema: webhook, validatedInHandler: "the adapter checks the signature over the raw body's bytes, then reads it" },
      async (request): Promise<z.infer<typeof webhookReceivedResponseSchema>> => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const query = typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, string>) : {};
        const parsed = await deps.provider.parseWebhook(raw, request.headers, query, name);
        if (!parsed) throw new DomainError('webhook_signature_invalid');
        await receiveWebhook(deps, parsed, name);
        return { data: { received: true } };
      },
    );
  }

  if (deps.provider.name !== 'sandbox') return;

  const open = (id: string) => sandboxSession(deps, id);

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
    response: { 303: noContentSchema, 404: closed, 410: closed },
  };
  const pageFirst = 'an unknown or closed session answers its page (404, 410) before the form is read';
  scope.post(PAYMENT_PATHS.sandboxPage(':session'), { schema: decided, validatedInHandler: pageFirst }, async (request, reply) => {
    const found = await open(request.params.session);
    if (!found) return html(reply, 404, sandboxClosedPage('Payment session not found'));
    if (!found.live) return html(reply, 410, sandboxClosedPage(PAYMENT_SESSION_EXPIRED_MESSAGE));
    // This plugin's own parsers: a form is a record of strings, JSON stays a string.
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as SandboxForm;
    await decideSandboxPayment(deps, found.payment, form);
    return reply.code(303).header('location', found.payment.return_url).send();
  });
};
