import type { ApiErrorCode } from './api-error-codes';

/**
 * Spec sections 5 and 9: at most 6 photos, each at most 4 MB, of an image type. A photo's pixels are
 * bounded too (docs/security.md): a 1.2 MB PNG may claim 100000 × 100000 pixels, 40 GB once decoded by
 * the staff's browser; 40 megapixels and 16384 a side take any phone's photo.
 */
export const FEEDBACK_PHOTO_LIMITS = {
  count: 6,
  bytes: 4 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  pixels: 40_000_000,
  side: 16_384,
} as const;
export type FeedbackPhotoType = (typeof FEEDBACK_PHOTO_LIMITS.types)[number];

export const isFeedbackPhotoType = (type: string | null): type is FeedbackPhotoType =>
  (FEEDBACK_PHOTO_LIMITS.types as readonly (string | null)[]).includes(type);

/** What is wrong with a set of feedback photos; each is also the api's error code for it. */
export type FeedbackPhotoProblem = Extract<
  ApiErrorCode,
  'feedback_photo_required' | 'feedback_photos_too_many' | 'feedback_photo_type' | 'feedback_photo_too_large' | 'feedback_photo_dimensions'
>;

/**
 * The upload rules, the same in the browser (type as the file says) and on the api (type read from
 * the bytes): a photo when the tenant requires one, at most 6, each an image of at most 4 MB.
 */
export const feedbackPhotoProblem = (
  photos: readonly { size: number; type: string | null }[],
  photoRequired: boolean,
): FeedbackPhotoProblem | null => {
  if (photoRequired && photos.length === 0) return 'feedback_photo_required';
  if (photos.length > FEEDBACK_PHOTO_LIMITS.count) return 'feedback_photos_too_many';
  if (photos.some((photo) => !isFeedbackPhotoType(photo.type))) return 'feedback_photo_type';
  if (photos.some((photo) => photo.size > FEEDBACK_PHOTO_LIMITS.bytes || photo.size === 0)) return 'feedback_photo_too_large';
  return null;
};

/** The HTTP status the api answers each problem with. */
export const FEEDBACK_PHOTO_STATUS: Record<FeedbackPhotoProblem, 400 | 413 | 415> = {
  feedback_photo_required: 400,
  feedback_photos_too_many: 400,
  feedback_photo_type: 415,
  feedback_photo_too_large: 413,
  feedback_photo_dimensions: 413,
};

/** Whether a photo of `width` × `height` pixels is within FEEDBACK_PHOTO_LIMITS (and not empty). */
export const photoDimensionsFit = (width: number, height: number): boolean =>
  width >= 1 &&
  height >= 1 &&
  width <= FEEDBACK_PHOTO_LIMITS.side &&
  height <= FEEDBACK_PHOTO_LIMITS.side &&
  width * height <= FEEDBACK_PHOTO_LIMITS.pixels;
