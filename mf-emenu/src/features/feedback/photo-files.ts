import { FEEDBACK_PHOTO_LIMITS, feedbackPhotoProblem, type FeedbackPhotoProblem } from '@storefront/shared/contracts';

/** The longest side of a photo as sent: enough to see a dish, a fraction of a phone photo's size. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/**
 * Why a chosen file cannot join the photos already attached: a seventh photo, a file over 4 MB, or
 * not an image (by the type the browser gives it; the api reads the real type from the bytes).
 */
export const photoRefusal = (attached: number, file: Pick<File, 'size' | 'type'>): FeedbackPhotoProblem | null => {
  if (attached >= FEEDBACK_PHOTO_LIMITS.count) return 'feedback_photos_too_many';
  if (!file.type.startsWith('image/')) return 'feedback_photo_type';
  return feedbackPhotoProblem([{ size: file.size, type: 'image/jpeg' }], false);
};

/** The size a photo is drawn at: its own when small enough, else scaled so its longest side is `maxSide`. */
export const scaledSize = (width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } => {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/**
 * The photo redrawn on a canvas at most PHOTO_MAX_SIDE wide or high, as a JPEG: smaller to send, and
 * without the camera's metadata. Null when the browser cannot read it as an image.
 */
export const resizePhoto = async (file: Blob): Promise<Blob | null> => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', JPEG_QUALITY));
};
