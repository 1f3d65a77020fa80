import type { FeedbackPhotoType, OperatorFeedback } from '@storefront/shared/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../domain/domain-error';
import { findFeedbackPhoto, listFeedback } from './feedback-repository';
import type { PhotoStore } from './photo-store';

/** The e-menu feedback of one branch on one local day (`date` YYYY-MM-DD in `timeZone`), with their photos. */
export const branchDayFeedback = (
  db: Db,
  tenantId: number,
  day: { branchId: number; date: string; timeZone: string },
): Promise<OperatorFeedback[]> => listFeedback(db, tenantId, day);

/** One of the tenant's feedback photos with its type; another's, or one no longer stored, is `not_found`. */
export const feedbackPhoto = async (
  { db, photos }: { db: Db; photos: PhotoStore },
  tenantId: number,
  id: number | null,
): Promise<{ contentType: FeedbackPhotoType; bytes: Buffer }> => {
  const photo = id === null ? null : await findFeedbackPhoto(db, tenantId, id);
  const bytes = photo ? await photos.get(photo.storage_key) : null;
  if (!photo || !bytes) throw new DomainError('not_found', { message: 'Photo not found' });
  return { contentType: photo.content_type, bytes };
};
