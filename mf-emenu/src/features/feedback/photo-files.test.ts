import { FEEDBACK_PHOTO_LIMITS, feedbackPhotoProblem } from '@storefront/shared/contracts';
import { photoRefusal, scaledSize } from './photo-files';

const MB = 1024 * 1024;

describe('feedback photo rules', () => {
  it('refuses a seventh photo', () => {
    expect(photoRefusal(5, { size: MB, type: 'image/jpeg' })).toBeNull();
    expect(photoRefusal(6, { size: MB, type: 'image/jpeg' })).toBe('feedback_photos_too_many');
  });

  it('refuses a photo over 4 MB, and an empty file', () => {
    expect(photoRefusal(0, { size: 4 * MB, type: 'image/png' })).toBeNull();
    expect(photoRefusal(0, { size: 5 * MB, type: 'image/png' })).toBe('feedback_photo_too_large');
    expect(photoRefusal(0, { size: 0, type: 'image/png' })).toBe('feedback_photo_too_large');
  });

  it('refuses a file that is not an image', () => {
    expect(photoRefusal(0, { size: MB, type: 'application/pdf' })).toBe('feedback_photo_type');
    expect(photoRefusal(0, { size: MB, type: '' })).toBe('feedback_photo_type');
  });

  it('checks a whole set as the api does: required photo, count, type by content, size', () => {
    const photo = { size: MB, type: 'image/webp' };
    expect(feedbackPhotoProblem([], true)).toBe('feedback_photo_required');
    expect(feedbackPhotoProblem([], false)).toBeNull();
    expect(feedbackPhotoProblem(Array(FEEDBACK_PHOTO_LIMITS.count).fill(photo), true)).toBeNull();
    expect(feedbackPhotoProblem(Array(FEEDBACK_PHOTO_LIMITS.count + 1).fill(photo), true)).toBe('feedback_photos_too_many');
    expect(feedbackPhotoProblem([photo, { size: MB, type: null }], false)).toBe('feedback_photo_type');
    expect(feedbackPhotoProblem([photo, { size: 4 * MB + 1, type: 'image/png' }], false)).toBe('feedback_photo_too_large');
  });

  it('scales a large photo to 1600 px on its longest side and keeps a small one', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
