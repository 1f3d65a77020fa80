import { photoDimensionsFit } from '@storefront/shared/contracts';
import { hugePngHeader, sampleJpegWithExif, samplePng, sampleWebpWithExif } from '../../testing/sample-images';
import { photoHeaderOf } from './photo-header';

describe('a photo header read without decoding', () => {
  it('reads the pixels a PNG, a JPEG (after its EXIF) and a WebP claim', () => {
    expect(photoHeaderOf(samplePng({ size: 8 }))).toEqual({ type: 'image/png', width: 8, height: 8 });
    expect(photoHeaderOf(hugePngHeader())).toEqual({ type: 'image/png', width: 100_000, height: 100_000 });
    expect(photoHeaderOf(sampleJpegWithExif())).toEqual({ type: 'image/jpeg', width: 8, height: 8 });
    expect(photoHeaderOf(sampleWebpWithExif())).toEqual({ type: 'image/webp', width: 1, height: 1 });
  });

  it('asks for more bytes while the header is incomplete, and refuses what is no image', () => {
    expect(photoHeaderOf(hugePngHeader().subarray(0, 20))).toBe('more');
    expect(photoHeaderOf(sampleJpegWithExif().subarray(0, 30))).toBe('more');
    expect(photoHeaderOf(Buffer.from('RIF'))).toBe('more');
    expect(photoHeaderOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(photoHeaderOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]))).toBeNull();
  });

  it('bounds the pixels: 40 megapixels, 16384 a side', () => {
    expect(photoDimensionsFit(8000, 5000)).toBe(true);
    expect(photoDimensionsFit(8000, 5001)).toBe(false);
    expect(photoDimensionsFit(16_385, 100)).toBe(false);
    expect(photoDimensionsFit(100_000, 100_000)).toBe(false);
    expect(photoDimensionsFit(0, 10)).toBe(false);
  });
});
