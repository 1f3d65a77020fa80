import { API_ERROR_CODES, API_ERRORS } from '@storefront/shared/contracts';
import { DomainError } from '../domain/domain-error';
import { ERROR_STATUS, statusOf } from './error-status';

describe('the status of a domain error', () => {
  it("is its code's", () => {
    expect(statusOf(new DomainError('cart_not_found'))).toBe(404);
    expect(statusOf(new DomainError('wallet_unavailable'))).toBe(422);
  });

  it("is its variant's when the code has two", () => {
    expect(statusOf(new DomainError('slot_invalid', { variant: 'order' }))).toBe(422);
    expect(statusOf(new DomainError('slot_invalid', { variant: 'reservation' }))).toBe(409);
  });

  it('refuses a code with variants thrown without one', () => {
    // @ts-expect-error: the types refuse it too
    const untyped = new DomainError('slot_invalid');
    expect(() => statusOf(untyped)).toThrow('slot_invalid needs one of its variants: order, reservation');
  });

  it('is known for every code, and an error status', () => {
    for (const code of API_ERROR_CODES) {
      const status: number | Readonly<Record<string, number>> = ERROR_STATUS[code];
      for (const value of typeof status === 'number' ? [status] : Object.values(status)) {
        expect(value).toBeGreaterThanOrEqual(400);
        expect(value).toBeLessThan(600);
      }
    }
  });

  it("keeps the code's message unless a more precise one is given", () => {
    expect(new DomainError('cart_not_found').message).toBe(API_ERRORS.cart_not_found);
    expect(new DomainError('invalid_input', { message: 'Invalid body: x', errors: { x: ['validation.required'] } })).toMatchObject({
      message: 'Invalid body: x',
      errors: { x: ['validation.required'] },
    });
  });
});
