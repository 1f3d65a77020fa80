import { type PlaceOrderBody } from '@storefront/shared/contracts';
import { attemptFor, forgetAttempt, readAttempt } from './order-attempt';

const body = (changes: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  cart_id: 'cart-1',
  delivery_time: 'asap',
  payment_method: 'cash',
  address_id: 5,
  notes: '',
  human_check: { key: 'hc-1', answer: '7' },
  ...changes,
});

describe('order attempt (Idempotency-Key)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the key and the first body for a retry of the same order, even with a new human check', () => {
    const first = attemptFor(sessionStorage, 'sufra', body());
    const retry = attemptFor(sessionStorage, 'sufra', body({ human_check: { key: 'hc-2', answer: '9' } }));
    expect(retry.key).toBe(first.key);
    expect(retry.body.human_check).toEqual({ key: 'hc-1', answer: '7' });
    expect(readAttempt(sessionStorage, 'sufra')?.key).toBe(first.key);
  });

  it('takes a new key for another order, and after an answer', () => {
    const first = attemptFor(sessionStorage, 'sufra', body());
    expect(attemptFor(sessionStorage, 'sufra', body({ notes: 'Ring twice' })).key).not.toBe(first.key);
    forgetAttempt(sessionStorage, 'sufra');
    expect(readAttempt(sessionStorage, 'sufra')).toBeNull();
  });
});
