import { FRAME_PATHS, PROFILE_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { referralOf } from './referral-store';

describe('the referral slice', () => {
  it("sends a friend's code, answers what it credited and reads both balances again", async () => {
    const store = testStore({ locale: 'en' });
    store.session.signIn('token', testCustomer());
    const api = holdApi(store);
    const applying = referralOf(store).apply({ referral_code: 'FRIEND1' });
    const sent = await api.call('POST', PROFILE_PATHS.referralCode);
    expect(sent.body).toEqual({ referral_code: 'FRIEND1' });
    sent.answer(200, { data: { referral_code: 'FRIEND1', wallet_amount: 10, points: 0 } });
    expect(await applying).toMatchObject({ referral_code: 'FRIEND1', wallet_amount: 10 });
    (await api.call('GET', FRAME_PATHS.walletBalance)).answer(200, { data: { balance: 10, min_order_amount: 0 } });
    (await api.call('GET', FRAME_PATHS.pointsBalance)).answer(200, { data: { balance: 0, min_balance: null, usable: false } });
    await waitFor(() => expect(store.session.balances.walletBalance).toBe(10));
  });

  it('a refused code credits nothing and reads no balance', async () => {
    const store = testStore({ locale: 'en' });
    store.session.signIn('token', testCustomer());
    const api = holdApi(store);
    const applying = referralOf(store).apply({ referral_code: 'USED' });
    (await api.call('POST', PROFILE_PATHS.referralCode)).answer(409, {
      code: 'referral_used',
      message: 'You have already used a referral code.',
    });
    await expect(applying).rejects.toThrow('You have already used a referral code.');
    expect(api.calls).toHaveLength(1);
  });
});
