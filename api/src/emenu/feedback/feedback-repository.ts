import { operatorFeedbackPhotoPath, type FeedbackPhotoType, type OperatorFeedback } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';

export interface NewFeedback {
  branchId: number;
  rating: number;
  comment: string | null;
  name: string | null;
  mobile: string | null;
  createdAt: Date;
  photos: readonly { key: string; contentType: FeedbackPhotoType; bytes: number }[];
}

/** Records a feedback and its stored photos (in the caller's transaction); answers its id. */
export const insertFeedback = async (tx: Queryable, tenantId: number, feedback: NewFeedback): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO emenu_feedback (tenant_id, branch_id, rating, comment, name, mobile, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [tenantId, feedback.branchId, feedback.rating, feedback.comment, feedback.name, feedback.mobile, feedback.createdAt],
  );
  const id = row!.id;
  for (const [sort, photo] of feedback.photos.entries()) {
    await tx.query(
      `INSERT INTO emenu_feedback_photos (tenant_id, feedback_id, storage_key, content_type, bytes, sort) VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, id, photo.key, photo.contentType, photo.bytes, sort],
    );
  }
  return id;
};

interface FeedbackRow {
  id: number;
  branch_id: number;
  rating: number;
  comment: string | null;
  name: string | null;
  mobile: string | null;
  created_at: Date | string;
  photos: { id: number; content_type: FeedbackPhotoType; bytes: number }[];
}

/** The feedback of one branch on one local day (`date` YYYY-MM-DD in `timeZone`), oldest first, with their photos. */
export const listFeedback = async (
  db: Queryable,
  tenantId: number,
  { branchId, date, timeZone }: { branchId: number; date: string; timeZone: string },
): Promise<OperatorFeedback[]> => {
  const rows = await db.query<FeedbackRow>(
    `SELECT f.id, f.branch_id, f.rating, f.comment, f.name, f.mobile, f.created_at,
            (SELECT COALESCE(json_agg(json_build_object('id', p.id, 'content_type', p.content_type, 'bytes', p.bytes) ORDER BY p.sort, p.id), '[]'::json)
               FROM emenu_feedback_photos p WHERE p.tenant_id = f.tenant_id AND p.feedback_id = f.id) AS photos
       FROM emenu_feedback f
      WHERE f.tenant_id = $1 AND f.branch_id = $2
        AND f.created_at >= ($3::date)::timestamp AT TIME ZONE $4
        AND f.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4
      ORDER BY f.created_at, f.id`,
    [tenantId, branchId, date, timeZone],
  );
  return rows.map((row) => ({
    id: row.id,
    branch_id: row.branch_id,
    rating: row.rating,
    comment: row.comment,
    name: row.name,
    mobile: row.mobile,
    created_at: new Date(row.created_at).toISOString(),
    photos: row.photos.map((photo) => ({ ...photo, path: operatorFeedbackPhotoPath(photo.id) })),
  }));
};

/** Where one of the tenant's feedback photos is stored, or null (another tenant's photo is unknown here). */
export const findFeedbackPhoto = async (
  db: Queryable,
  tenantId: number,
  id: number,
): Promise<{ storage_key: string; content_type: FeedbackPhotoType } | null> => {
  const [row] = await db.query<{ storage_key: string; content_type: FeedbackPhotoType }>(
    'SELECT storage_key, content_type FROM emenu_feedback_photos WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return row ?? null;
};
