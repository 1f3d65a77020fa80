import { VALIDATION, type contactMessageBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { LimitSlot, Limiter } from '../limits/limiter';
import { insertContactMessage } from './contact-message-repository';

/**
 * Keeps a message of the contact form. A visitor answers the human check first (a logged-in customer proved
 * their mobile with a code: `customerId` set, not asked); a wrong or missing answer gives the sender's
 * rate-limit slot back and is `human_check_failed`. The new message's id.
 */
export const sendContactMessage = async (
  { db, humanCheck, limiter }: { db: Db; humanCheck: HumanCheckFactory; limiter: Limiter },
  tenantId: number,
  {
    body,
    customerId,
    slot,
    ip,
    now,
  }: { body: z.output<typeof contactMessageBodySchema>; customerId: number | null; slot: LimitSlot; ip: string; now: Date },
): Promise<number> => {
  const sent = body.human_check;
  if (customerId === null && !(sent && (await humanCheck(tenantId).verify(sent.key, sent.answer)))) {
    await limiter.giveBack(slot);
    throw new DomainError('human_check_failed', { errors: { human_check: [VALIDATION.humanCheck] } });
  }
  return insertContactMessage(db, tenantId, {
    name: body.name,
    email: body.email,
    country_code: body.country_code,
    mobile: body.mobile,
    message: body.message,
    ip,
    created_at: now,
  });
};
