import { FEEDBACK_PHOTO_LIMITS } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

/** The limits busboy enforces while reading: one file more than allowed, so the extra one is seen and refused by its own code. */
export const FEEDBACK_MULTIPART_LIMITS = {
  fileSize: FEEDBACK_PHOTO_LIMITS.bytes,
  files: FEEDBACK_PHOTO_LIMITS.count + 1,
  fields: 10,
  fieldSize: 4_000,
  parts: 20,
};

export interface FeedbackForm {
  fields: Record<string, string>;
  photos: Buffer[];
}

const errorCodeOf = (error: unknown): string | undefined => (error as { code?: unknown }).code as string | undefined;

/**
 * Reads the multipart feedback form whole into memory (at most 6 × 4 MB): the text fields and the
 * `photos` files. Nothing is stored while reading, so a refused request leaves nothing behind.
 */
export const readFeedbackForm = async (request: FastifyRequest): Promise<FeedbackForm> => {
  if (!request.isMultipart()) throw new HttpError(415, 'bad_request', { message: 'Send the feedback as multipart/form-data' });
  const form: FeedbackForm = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'photos') throw new HttpError(400, 'invalid_input', { message: `Unexpected file field ${part.fieldname}` });
      if (form.photos.length === FEEDBACK_PHOTO_LIMITS.count) throw new HttpError(400, 'feedback_photos_too_many');
      form.photos.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'feedback_photo_too_large');
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'feedback_photos_too_many');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'bad_request', { message: 'Too many form fields' });
    throw new HttpError(400, 'bad_request', { message: 'The form could not be read' });
  }
  return form;
};
