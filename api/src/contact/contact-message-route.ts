import { FRAME_PATHS, contactMessageBodySchema, contactMessageResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { optionalCustomerId } from '../customers/optional-customer';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import { sendContactMessage } from './contact-message-service';
import type { TenantScope } from '../tenancy/scopes';

/** POST a message of the contact form: valid fields, a completed human check, within the rate limit (a slot taken first). */
export const contactMessageRoutes = async (
  scope: TenantScope,
  { db, clock, humanCheck, limiter }: { db: Db; clock: Clock; humanCheck: HumanCheckFactory; limiter: Limiter },
): Promise<void> => {
  const schema = { body: contactMessageBodySchema, response: { 201: contactMessageResponseSchema } };
  scope.post(FRAME_PATHS.contactMessages, { schema }, async (request, reply) => {
    const body = request.body;
    const customerId = await optionalCustomerId(db, clock, request);
    const id = await sendContactMessage({ db, humanCheck, limiter }, request.tenant.id, { body, customerId, ip: request.ip, now: clock() });
    const answer: z.infer<typeof contactMessageResponseSchema> = { data: { id } };
    return reply.status(201).send(answer);
  });
};
