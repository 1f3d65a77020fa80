import { VALIDATION, type contactMessageBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { RateLimit } from '../http/rate-limit';
import type { Limiter } from '../limits/limiter';
import { takeSlotOrRefuse } from '../limits/take-limits';
import { insertContactMessage } from './contact-message-repository';

/** Messages one address may send one tenant. */
const CONTACT_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/**
 * Keeps a message of the contact form, after a slot of the address's limit (429 when full). A visitor answers the human check first (a logged-in customer proved
 * their mobile with a code: `customerId` set, not asked); a wrong or missing answer gives the sender's
 * rate-limit slot back and is `human_check_failed`. The new message's id.
 */
export const sendContactMessage = async (
  { db, humanCheck, limiter }: { db: Db; humanCheck: HumanCheckFactory; limiter: Limiter },
  tenantId: number,
  { body, customerId, ip, now }: { body: z.output<typeof contactMessageBodySchema>; customerId: number | null; ip: string; now: Date },
): Promise<number> => {
  const limit = { key: { tenantId, rule: 'contact-ip', subject: ip }, limit: CONTACT_LIMIT, code: 'too_many_contact_messages' } as const;
  const slot = await takeSlotOrRefuse(limiter, limit, now);
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
