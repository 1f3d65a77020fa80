import { toWesternDigits } from './digits';

describe('toWesternDigits', () => {
  it('reads Arabic-Indic digits', () => expect(toWesternDigits('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567'));
  it('reads Persian digits', () => expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'));
  it('keeps everything else', () => expect(toWesternDigits('+966 5x٣')).toBe('+966 5x3'));
});
