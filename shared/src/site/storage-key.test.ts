import { cartStorageKey } from '../stores/cart-store';
import { orderDraftStorageKey } from '../stores/order-draft-store';
import { sessionStorageKey } from '../stores/session-store';
import { loginNonceStorageKey } from './login-nonce';
import { referralStorageKey, storageKey } from './storage-key';

// These strings are in customers' browsers already: a changed one would lose their cart, draft or session.
describe('storage keys', () => {
  it('spells every key storefront.<tenant>.<name>', () => {
    expect(storageKey('sufra', 'checkout')).toBe('storefront.sufra.checkout');
    expect(storageKey('nile', 'vehicle-new')).toBe('storefront.nile.vehicle-new');
  });

  it.each([
    [cartStorageKey, 'storefront.sufra.cart'],
    [orderDraftStorageKey, 'storefront.sufra.order-draft'],
    [sessionStorageKey, 'storefront.sufra.session'],
    [loginNonceStorageKey, 'storefront.sufra.login-nonce'],
    [referralStorageKey, 'storefront.sufra.referral'],
  ])('keeps the saved key %p as %s', (key, expected) => {
    expect(key('sufra')).toBe(expected);
  });
});
