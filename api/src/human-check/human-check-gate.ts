import { HUMAN_CHECK_REQUIRED, VALIDATION, type humanCheckRequiredSchema } from '@storefront/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { HumanCheck } from './human-check';

export type HumanCheckAnswer = { key: string; answer: string } | undefined;

/** Whether the answer sent completes its challenge (absent: no). */
export const humanCheckPassed = async (humanCheck: HumanCheck, sent: HumanCheckAnswer): Promise<boolean> =>
  sent !== undefined && (await humanCheck.verify(sent.key, sent.answer));

/** The 428 of a login call that needs the human check first; `errors.human_check` when a wrong answer was sent. */
export const sendHumanCheckRequired = (reply: FastifyReply, sent: HumanCheckAnswer): FastifyReply => {
  const body: z.infer<typeof humanCheckRequiredSchema> = {
    code: HUMAN_CHECK_REQUIRED.code,
    message: HUMAN_CHECK_REQUIRED.message,
    human_check_required: true,
    ...(sent ? { errors: { human_check: [VALIDATION.humanCheck] } } : {}),
  };
  return reply.status(HUMAN_CHECK_REQUIRED.status).send(body);
};
