import type { FeedbackPhotoType } from '@storefront/shared/contracts';

/**
 * A photo's real type, read from its first bytes (JPEG, PNG or WebP), whatever its name or the type
 * the browser claimed; null for anything else.
 */
export const photoTypeOf = (bytes: Buffer): FeedbackPhotoType | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG segments kept: JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14). EXIF, XMP and comments go. */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

const stripJpeg = (bytes: Buffer): Buffer | null => {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    // Start of scan: the compressed image and the end follow; no metadata segment comes after it.
    if (marker === 0xda) return Buffer.concat([...kept, bytes.subarray(at)]);
    const isMetadata = (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APP.has(marker)) || marker === 0xfe;
    if (!isMetadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
};

/** PNG chunks dropped: texts (which may hold anything), EXIF and the modification time. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

const stripPng = (bytes: Buffer): Buffer | null => {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
  return null;
};

/** WebP chunks dropped: EXIF and XMP (their flags in the extended header are cleared too). */
const stripWebp = (bytes: Buffer): Buffer | null => {
  const kept: Buffer[] = [];
  let at = 12;
  let hasImage = false;
  while (at + 8 <= bytes.length) {
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) return null;
    const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)));
    if (fourcc === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(0x08 | 0x04);
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') hasImage = true;
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') kept.push(chunk);
    at = end;
  }
  if (!hasImage) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
};

/**
 * The photo without the metadata a camera or phone writes into it (location, device, time, comments),
 * the image itself untouched; null when the file is not a well-formed image of its type.
 */
export const stripPhotoMetadata = (bytes: Buffer, type: FeedbackPhotoType): Buffer | null => {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
};
