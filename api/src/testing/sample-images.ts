import { crc32, deflateSync } from 'node:zlib';

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of `size`×`size` red pixels, with optional metadata chunks (`tEXt` etc.) and padding to reach `bytes`. */
export const samplePng = ({
  size = 8,
  text = {},
  bytes,
}: { size?: number; text?: Record<string, string>; bytes?: number } = {}): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([200, 30, 30]))]);
  const texts = Object.entries(text).map(([key, value]) => pngChunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1')));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...texts,
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
  ];
  const end = pngChunk('IEND', Buffer.alloc(0));
  const sofar = parts.reduce((sum, part) => sum + part.length, end.length);
  // Padding as a private ancillary chunk: still a valid PNG of the wanted size.
  if (bytes !== undefined && bytes > sofar + 12) parts.push(pngChunk('pdDg', Buffer.alloc(bytes - sofar - 12)));
  return Buffer.concat([...parts, end]);
};

const segment = (marker: number, data: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** A JPEG's structure (JFIF header, an EXIF block with a GPS position, a comment, its frame, a scan) as a camera writes it. */
export const sampleJpegWithExif = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 24.6907 GPSLongitude 46.6853', 'latin1')),
    segment(0xfe, Buffer.from('taken at home', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    // Start of frame: 8-bit samples, 8 × 8 pixels, one component.
    segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]),
  ]);

/** A WebP (extended format) with an EXIF chunk naming a GPS position. */
export const sampleWebpWithExif = (): Buffer => {
  const chunk = (fourcc: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(fourcc, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF present
  const body = Buffer.concat([
    chunk('VP8X', vp8x),
    chunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0])),
    chunk('EXIF', Buffer.from('GPSLatitude 24.69', 'latin1')),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
};

/** The start of a PNG claiming 100000 × 100000 RGBA pixels (40 GB decoded): its signature and IHDR chunk. */
export const hugePngHeader = (): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header)]);
};
