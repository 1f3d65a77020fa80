import multipart from '@fastify/multipart';
import { EMENU_PATHS, feedbackFieldsSchema, feedbackFormBodySchema, feedbackResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { parseRequest } from '../../http/parse-request';
import type { RateLimit } from '../../http/rate-limit';
import { takeSlotOrRefuse } from '../../limits/take-limits';
import type { Limiter } from '../../limits/limiter';
import type { TenantScope } from '../../tenancy/scopes';
import { recordFeedback } from './feedback-service';
import type { PhotoStore } from './photo-store';
import { FEEDBACK_MULTIPART_LIMITS, readFeedbackForm } from './read-feedback-form';
import { readingSlots } from './reading-slots';

/** Feedback forms one address may send one tenant, accepted or refused (each may carry 24 MB of photos). */
export const FEEDBACK_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 };
/** Forms one api instance reads at once (at most 24 MB each); the others wait, unread, for their turn. */
export const FEEDBACK_FORMS_READ_AT_ONCE = 4;

/**
 * POST a guest's feedback with photos: the fields checked, each photo's real type read from its bytes
 * and its metadata removed, then every photo stored and the feedback recorded, or nothing at all.
 */
export const feedbackRoutes = async (
  scope: TenantScope,
  { db, clock, limiter, photos }: { db: Db; clock: Clock; limiter: Limiter; photos: PhotoStore },
): Promise<void> => {
  await scope.register(multipart, { limits: FEEDBACK_MULTIPART_LIMITS, throwFileSizeLimit: true });

  const readers = readingSlots(FEEDBACK_FORMS_READ_AT_ONCE);

  const form = {
    // The text fields are read from the form and checked for the tenant's country (`feedbackFieldsSchema`).
    body: feedbackFormBodySchema,
    consumes: ['multipart/form-data'],
    response: { 201: feedbackResponseSchema },
  };
  scope.post(
    EMENU_PATHS.feedback,
    { schema: form, validatedInHandler: 'a multipart form, read as it streams after its rate-limit slot is taken' },
    async (request, reply) => {
      // Every answer closes the connection. One given before the whole form came (too many, too many pixels, too
      // large) must: kept open, the sender could go on streaming megabytes nobody reads, and a closing server
      // waited for it (60 s, until Fastify gave up). A guest sends one form, so the accepted ones lose nothing.
      reply.header('connection', 'close');
      const tenant = request.tenant;
      // Every attempt takes its slot before a byte of the form is read, refused ones too: a refused
      // 24 MB form costs as much to read as an accepted one. Only a failure of our own gives it back.
      const limit = {
        key: { tenantId: tenant.id, rule: 'emenu-feedback-ip', subject: request.ip },
        limit: FEEDBACK_LIMIT,
        code: 'too_many_feedback',
      } as const;
      const slot = await takeSlotOrRefuse(limiter, limit, clock());
      // The form's photos stay in memory until stored: each instance holds at most FEEDBACK_FORMS_READ_AT_ONCE forms.
      return readers.run(async () => {
        const form = await readFeedbackForm(request);
        const fields = parseRequest(feedbackFieldsSchema(tenant.country), form.fields, 'body');
        const stored = await recordFeedback({ db, photos }, tenant.id, fields, form, clock(), () => limiter.giveBack(slot));
        const answer: z.infer<typeof feedbackResponseSchema> = { data: stored };
        return reply.status(201).send(answer);
      });
    },
  );
};
