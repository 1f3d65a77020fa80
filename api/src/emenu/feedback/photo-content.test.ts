import { samplePng, sampleJpegWithExif, sampleWebpWithExif } from '../../testing/sample-images';
import { photoTypeOf, stripPhotoMetadata } from './photo-content';

describe('feedback photo content', () => {
  it('reads the type from the bytes, not from any name', () => {
    expect(photoTypeOf(samplePng())).toBe('image/png');
    expect(photoTypeOf(sampleJpegWithExif())).toBe('image/jpeg');
    expect(photoTypeOf(sampleWebpWithExif())).toBe('image/webp');
    expect(photoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(photoTypeOf(Buffer.from('GIF89a....'))).toBeNull();
    expect(photoTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('removes the EXIF block (GPS position) and comments of a JPEG and keeps its image data', () => {
    const original = sampleJpegWithExif();
    const stripped = stripPhotoMetadata(original, 'image/jpeg')!;
    expect(original.toString('latin1')).toContain('GPSLatitude');
    expect(stripped.toString('latin1')).not.toContain('GPSLatitude');
    expect(stripped.toString('latin1')).not.toContain('taken at home');
    expect(stripped.toString('latin1')).toContain('JFIF');
    expect(stripped.subarray(-5)).toEqual(original.subarray(-5));
  });

  it('removes the text chunks of a PNG and keeps a valid PNG', () => {
    const original = samplePng({ text: { Location: '24.6907,46.6853', Author: 'Sara' } });
    const stripped = stripPhotoMetadata(original, 'image/png')!;
    expect(stripped.toString('latin1')).not.toContain('24.6907');
    expect(stripped.equals(samplePng())).toBe(true);
  });

  it('removes the EXIF chunk of a WebP and clears its flag', () => {
    const stripped = stripPhotoMetadata(sampleWebpWithExif(), 'image/webp')!;
    expect(stripped.toString('latin1')).not.toContain('GPSLatitude');
    expect(stripped[20]! & 0x08).toBe(0);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
  });

  it('refuses a file that only starts like an image', () => {
    expect(stripPhotoMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x90, 0x00, 1, 2]), 'image/jpeg')).toBeNull();
    expect(stripPhotoMetadata(samplePng().subarray(0, 40), 'image/png')).toBeNull();
    expect(stripPhotoMetadata(Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1'), 'image/webp')).toBeNull();
  });
});
