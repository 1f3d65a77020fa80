import { FEEDBACK_PHOTO_LIMITS, photoDimensionsFit } from '@storefront/shared/contracts';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/domain-error';
import { photoHeaderOf } from './photo-header';

/** What the text fields and the multipart framing may add to the photos. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** The largest feedback form: 6 photos of 4 MB and the fields. A longer declared body is refused unread. */
export const FEEDBACK_FORM_MAX_BYTES = FEEDBACK_PHOTO_LIMITS.count * FEEDBACK_PHOTO_LIMITS.bytes + FORM_OVERHEAD_BYTES;

/**
 * The limits busboy enforces while reading: one file more than allowed, so the extra one is seen and
 * refused by its own code, and one byte more than a photo may have, so the photo that passes the limit
 * is refused at that byte (busboy would otherwise cut it and read on).
 */
export const FEEDBACK_MULTIPART_LIMITS = {
  fileSize: FEEDBACK_PHOTO_LIMITS.bytes + 1,
  files: FEEDBACK_PHOTO_LIMITS.count + 1,
  fields: 10,
  fieldSize: 4_000,
  parts: 20,
};

export interface FeedbackForm {
  fields: Record<string, string>;
  photos: Buffer[];
}

/** A photo's header (JPEG's frame comes after its profile and EXIF segments) must end within this many bytes. */
const HEADER_MAX_BYTES = 1024 * 1024;

const errorCodeOf = (error: unknown): string | undefined => (error as { code?: unknown }).code as string | undefined;

/**
 * One photo, read as it arrives and refused at the first byte that shows it cannot be taken: the
 * header is not a JPEG, PNG or WebP, it claims more pixels than FEEDBACK_PHOTO_LIMITS (read from the
 * header, never decoded), or the photo passes 4 MB. The rest of a refused request is never read.
 */
const readPhoto = async (file: AsyncIterable<Buffer>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  let headerChecked = false;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > FEEDBACK_PHOTO_LIMITS.bytes) throw new DomainError('feedback_photo_too_large');
    chunks.push(chunk);
    if (headerChecked) continue;
    const header = photoHeaderOf(Buffer.concat(chunks));
    if (header === 'more' && size <= HEADER_MAX_BYTES) continue;
    if (header === 'more') throw new DomainError('feedback_photo_type');
    if (header === null) throw new DomainError('feedback_photo_type');
    if (!photoDimensionsFit(header.width, header.height)) throw new DomainError('feedback_photo_dimensions');
    headerChecked = true;
  }
  if (size === 0) throw new DomainError('feedback_photo_too_large');
  if (!headerChecked) throw new DomainError('feedback_photo_type');
  return Buffer.concat(chunks);
};

/**
 * After a refusal, the rest of the body is read and thrown away, never kept, so the browser (still
 * sending) gets to read the answer; a body longer than any form could be is cut off.
 */
const discardTheRest = (raw: IncomingMessage): void => {
  let left = FEEDBACK_FORM_MAX_BYTES;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
};

/**
 * Reads the multipart feedback form into memory (at most 6 × 4 MB): the text fields and the `photos`
 * files, each checked while it arrives. Nothing is stored while reading, so a refused request leaves
 * nothing behind.
 */
export const readFeedbackForm = async (request: FastifyRequest): Promise<FeedbackForm> => {
  if (!request.isMultipart())
    throw new DomainError('bad_request', { variant: 'not_a_form', message: 'Send the feedback as multipart/form-data' });
  if (Number(request.headers['content-length'] ?? 0) > FEEDBACK_FORM_MAX_BYTES) throw new DomainError('feedback_photo_too_large');
  const form: FeedbackForm = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'photos') throw new DomainError('invalid_input', { message: `Unexpected file field ${part.fieldname}` });
      if (form.photos.length === FEEDBACK_PHOTO_LIMITS.count) throw new DomainError('feedback_photos_too_many');
      form.photos.push(await readPhoto(part.file));
    }
  } catch (error) {
    discardTheRest(request.raw);
    if (error instanceof DomainError) throw error;
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('feedback_photo_too_large');
    if (code === 'FST_FILES_LIMIT') throw new DomainError('feedback_photos_too_many');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new DomainError('bad_request', { variant: 'too_large', message: 'Too many form fields' });
    throw new DomainError('bad_request', { variant: 'unreadable', message: 'The form could not be read' });
  }
  return form;
};
