import type { FeedbackPhotoType } from '@storefront/shared/contracts';

/** A photo's type and size in pixels, as its header says. */
export interface PhotoHeader {
  type: FeedbackPhotoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'latin1');
/** Whether the first bytes read so far could be the start of `prefix`. */
const startsAs = (bytes: Buffer, prefix: Buffer): boolean =>
  bytes.subarray(0, prefix.length).equals(prefix.subarray(0, Math.min(bytes.length, prefix.length)));
/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** JPEG markers without a length: TEM and the restart markers. */
const JPEG_BARE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

const pngHeader = (bytes: Buffer): PhotoHeader | 'more' | null => {
  if (bytes.length < 24) return 'more';
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const jpegHeader = (bytes: Buffer): PhotoHeader | 'more' | null => {
  let at = 2;
  for (;;) {
    if (at + 2 > bytes.length) return 'more';
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (JPEG_BARE.has(marker)) {
      at += 2;
      continue;
    }
    // The compressed data starts (or the image ends) before any frame said its size: not a photo we can read.
    if (marker === 0xda || marker === 0xd9) return null;
    if (at + 4 > bytes.length) return 'more';
    if (JPEG_FRAMES.has(marker)) {
      if (at + 9 > bytes.length) return 'more';
      return { type: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
};

const webpHeader = (bytes: Buffer): PhotoHeader | 'more' | null => {
  if (bytes.length < 30) return 'more';
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { type: 'image/webp', width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { type: 'image/webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { type: 'image/webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return null;
};

/**
 * The type and pixel size of a photo read from its first bytes only, without decoding it: PNG's IHDR,
 * JPEG's start-of-frame (after whatever segments come first), WebP's VP8/VP8L/VP8X header. `more`
 * while the header is not complete yet; null when the bytes are not a JPEG, PNG or WebP we can read.
 */
export const photoHeaderOf = (bytes: Buffer): PhotoHeader | 'more' | null => {
  if (bytes.length < 3) return 'more';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (bytes.length < 12) return startsAs(bytes, PNG_SIGNATURE) || startsAs(bytes, RIFF) ? 'more' : null;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpHeader(bytes);
  return null;
};
