import { VALIDATION, type contactMessageBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { LimitSlot, Limiter } from '../limits/limiter';
import { insertContactMessage } from './contact-message-repository';

/**
 * Keeps a message of the contact form once its human check is answered; a wrong answer gives the
 * sender's rate-limit slot back and is `human_check_failed`. The new message's id.
 */
export const sendContactMessage = async (
  { db, humanCheck, limiter }: { db: Db; humanCheck: HumanCheckFactory; limiter: Limiter },
  tenantId: number,
  { body, slot, ip, now }: { body: z.output<typeof contactMessageBodySchema>; slot: LimitSlot; ip: string; now: Date },
): Promise<number> => {
  if (!(await humanCheck(tenantId).verify(body.human_check.key, body.human_check.answer))) {
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
