import { bytesToBase64, tlv, zatcaQr } from './zatca';

describe('zatcaQr', () => {
  it('encodes the known vector of the ZATCA guidelines', () => {
    expect(
      zatcaQr({
        seller_name: 'Salla',
        vat_number: '1234567891',
        timestamp: '2021-07-12T14:25:09Z',
        total_with_vat: '100.00',
        vat_amount: '15.00',
      }),
    ).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
  });

  it('counts lengths in UTF-8 bytes, not characters', () => {
    // "سفرة" is 4 characters, 8 bytes.
    expect(tlv(1, 'سفرة').slice(0, 2)).toEqual([1, 8]);
    const decoded = Buffer.from(
      zatcaQr({ seller_name: 'سفرة', vat_number: '310122393500003', timestamp: 't', total_with_vat: '1.15', vat_amount: '0.15' }),
      'base64',
    );
    expect(decoded[1]).toBe(8);
    expect(decoded.subarray(2, 10).toString('utf8')).toBe('سفرة');
  });

  it('refuses a value over 255 bytes', () => {
    expect(() => tlv(1, 'x'.repeat(256))).toThrow(RangeError);
  });

  it('matches the platform base64 for every padding length', () => {
    for (const bytes of [[], [1], [1, 2], [1, 2, 3], [255, 254, 253, 252]]) {
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});
