import { feedbackPhotoProblem, type FeedbackPhotoType, type feedbackFieldsSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { findBranch } from '../../branches/branch-repository';
import type { Db } from '../../db/db';
import { DomainError } from '../../domain/domain-error';
import { readEMenuSettings } from '../emenu-repository';
import { insertFeedback } from './feedback-repository';
import { photoTypeOf, stripPhotoMetadata } from './photo-content';
import { newPhotoKey, putAll, removeAll, type PhotoStore } from './photo-store';

/**
 * A guest's feedback with photos: each photo's real type read from its bytes and its metadata removed,
 * then every photo stored and the feedback recorded, or nothing at all. A refusal (no such branch, a
 * photo that cannot be taken) stores nothing; when storing fails, `giveBack` runs (the guest's attempt
 * was not theirs to lose) and the error goes on (503 `feedback_not_sent` when the photos could not be stored).
 */
export const recordFeedback = async (
  { db, photos }: { db: Db; photos: PhotoStore },
  tenantId: number,
  fields: z.output<ReturnType<typeof feedbackFieldsSchema>>,
  form: { photos: readonly Buffer[] },
  now: Date,
  giveBack: () => Promise<void>,
): Promise<{ id: number; photos: number }> => {
  const branch = await findBranch(db, tenantId, fields.branch_id);
  if (!branch?.active) throw new DomainError('emenu_not_found');
  const typed = form.photos.map((bytes) => ({ bytes, type: photoTypeOf(bytes), size: bytes.length }));
  const problem = feedbackPhotoProblem(typed, (await readEMenuSettings(db, tenantId)).photoRequired);
  if (problem) throw new DomainError(problem);
  const cleaned = typed.map(({ bytes, type }) => {
    const stripped = stripPhotoMetadata(bytes, type as FeedbackPhotoType);
    if (!stripped) throw new DomainError('feedback_photo_type', { message: 'An image could not be read' });
    return { key: newPhotoKey(tenantId), bytes: stripped, contentType: type as FeedbackPhotoType };
  });

  try {
    await putAll(photos, cleaned);
  } catch (error) {
    await giveBack();
    throw new DomainError('feedback_not_sent', { cause: error });
  }
  try {
    const id = await db.transaction((tx) =>
      insertFeedback(tx, tenantId, {
        branchId: branch.id,
        rating: fields.rating,
        comment: fields.comment,
        name: fields.name,
        mobile: fields.mobile,
        createdAt: now,
        photos: cleaned.map((photo) => ({ key: photo.key, contentType: photo.contentType, bytes: photo.bytes.length })),
      }),
    );
    return { id, photos: cleaned.length };
  } catch (error) {
    await removeAll(
      photos,
      cleaned.map((photo) => photo.key),
    );
    await giveBack();
    throw error;
  }
};
