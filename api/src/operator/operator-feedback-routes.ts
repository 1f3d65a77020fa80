import {
  FEEDBACK_PHOTO_LIMITS,
  OPERATOR_FEEDBACK_PATH,
  firstTimeZone,
  localDay,
  operatorFeedbackPhotoPath,
  operatorFeedbackQuerySchema,
  idParamsSchema,
  operatorFeedbackListResponseSchema,
} from '@storefront/shared/contracts';
import type { TenantScope } from '../tenancy/scopes';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { branchDayFeedback, feedbackPhoto } from '../emenu/feedback/operator-feedback-service';
import type { PhotoStore } from '../emenu/feedback/photo-store';
import { rowIdOf } from '../http/row-id';
import { mediaAnswer } from '../http/route-schema';

/** The e-menu feedback of a branch and day, and its photos: only to the tenant's operator. */
export const operatorFeedbackRoutes = async (
  scope: TenantScope,
  { db, clock, photos }: { db: Db; clock: Clock; photos: PhotoStore },
): Promise<void> => {
  const list = { querystring: operatorFeedbackQuerySchema, response: { 200: operatorFeedbackListResponseSchema } };
  scope.get(OPERATOR_FEEDBACK_PATH, { schema: list }, async (request): Promise<z.infer<typeof operatorFeedbackListResponseSchema>> => {
    const query = request.query;
    const timeZone = firstTimeZone(request.tenant.country);
    const date = query.date ?? localDay(clock(), timeZone);
    return { data: await branchDayFeedback(db, request.tenant.id, { branchId: query.branch_id, date, timeZone }) };
  });

  const photo = { params: idParamsSchema, response: { 200: mediaAnswer('The photo as stored', FEEDBACK_PHOTO_LIMITS.types) } };
  scope.get(operatorFeedbackPhotoPath(':id'), { schema: photo }, async (request, reply) => {
    const { contentType, bytes } = await feedbackPhoto({ db, photos }, request.tenant.id, rowIdOf(request.params.id));
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .send(bytes);
  });
};
