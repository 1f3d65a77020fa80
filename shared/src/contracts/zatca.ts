/**
 * ZATCA (Saudi e-invoicing) simplified-invoice QR code: five TLV fields (tag byte, length byte in
 * UTF-8 bytes, value), concatenated and base64-encoded. Used by the api (order answer `zatca_qr`)
 * and available to the storefront.
 */
export interface ZatcaInvoice {
  seller_name: string;
  vat_number: string;
  /** ISO 8601, e.g. 2021-07-12T14:25:09Z. */
  timestamp: string;
  /** Total with VAT, 2 decimals ("100.00"). */
  total_with_vat: string;
  /** VAT amount, 2 decimals ("15.00"). */
  vat_amount: string;
}

const utf8 = (text: string): number[] => Array.from(new TextEncoder().encode(text));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (with padding) of bytes, without Buffer or btoa so it runs anywhere. */
export const bytesToBase64 = (bytes: readonly number[]): string => {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const triple = (a << 16) | (b << 8) | c;
    out += BASE64.charAt((triple >> 18) & 63) + BASE64.charAt((triple >> 12) & 63);
    out += index + 1 < bytes.length ? BASE64.charAt((triple >> 6) & 63) : '=';
    out += index + 2 < bytes.length ? BASE64.charAt(triple & 63) : '=';
  }
  return out;
};

/** One TLV field; a value longer than 255 UTF-8 bytes cannot be encoded. */
export const tlv = (tag: number, value: string): number[] => {
  const bytes = utf8(value);
  if (bytes.length > 255) throw new RangeError(`ZATCA field ${tag} is longer than 255 bytes`);
  return [tag, bytes.length, ...bytes];
};

/** The base64 TLV payload of the QR code (tags 1-5). */
export const zatcaQr = (invoice: ZatcaInvoice): string =>
  bytesToBase64([
    ...tlv(1, invoice.seller_name),
    ...tlv(2, invoice.vat_number),
    ...tlv(3, invoice.timestamp),
    ...tlv(4, invoice.total_with_vat),
    ...tlv(5, invoice.vat_amount),
  ]);
