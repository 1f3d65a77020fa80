import { FRAME_PATHS, VALIDATION, contactMessageBodySchema, contactMessageResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { optionalCustomerId } from '../customers/optional-customer';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import type { RateLimit } from '../http/rate-limit';
import { sendTooManyRequests } from '../http/too-many-requests';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import { insertContactMessage } from './contact-message-repository';
import type { TenantScope } from '../tenancy/scopes';

/** Messages one address may send one tenant. */
const CONTACT_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** POST a message of the contact form: valid fields, a completed human check (visitors), within the rate limit (a slot taken first). */
export const contactMessageRoutes = async (
  app: TenantScope,
  { db, clock, humanCheck, limiter }: { db: Db; clock: Clock; humanCheck: HumanCheckFactory; limiter: Limiter },
): Promise<void> => {
  const schema = { body: contactMessageBodySchema, response: { 201: contactMessageResponseSchema } };
  app.post(FRAME_PATHS.contactMessages, { schema }, async (request, reply) => {
    const body = parseRequest(contactMessageBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const now = clock();
    const slot = await limiter.take({ tenantId, rule: 'contact-ip', subject: request.ip }, CONTACT_LIMIT, now);
    if (!slot.taken) return sendTooManyRequests(reply, 'too_many_contact_messages', slot.retryAfterSeconds);
    // A logged-in customer proved their mobile with a code: only a visitor answers the human check.
    const customerId = await optionalCustomerId(db, clock, request);
    const sent = body.human_check;
    if (customerId === null && !(sent && (await humanCheck(tenantId).verify(sent.key, sent.answer)))) {
      await limiter.giveBack(slot.slot);
      throw new DomainError('human_check_failed', { errors: { human_check: [VALIDATION.humanCheck] } });
    }
    const id = await insertContactMessage(db, tenantId, {
      name: body.name,
      email: body.email,
      country_code: body.country_code,
      mobile: body.mobile,
      message: body.message,
      ip: request.ip,
      created_at: now,
    });
    const answer: z.infer<typeof contactMessageResponseSchema> = { data: { id } };
    return reply.status(201).send(answer);
  });
};
