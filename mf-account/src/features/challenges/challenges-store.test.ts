import { CHALLENGE_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { pageOf } from '../../testing/page-of';
import { valuesOf } from '../../testing/values-of';
import { challengesOf } from './challenges-store';

const challenge = (id: number, progress = 1) => ({
  id,
  names: { ar: 'تحدي', en: `Challenge ${id}` },
  descriptions: { ar: 'اطلب', en: 'Order' },
  goal_type: 'orders_count',
  target: 5,
  progress,
  completed: false,
  reward_type: 'points',
  reward_amount: 50,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: '2025-12-31T00:00:00.000Z',
});

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  return { api: holdApi(store), challenges: challengesOf(store) };
};

describe('the challenges slice', () => {
  it('reads the list on opening and again on the next opening, keeping it shown meanwhile', async () => {
    const { api, challenges } = open();
    let stop = challenges.follow();
    (await api.call('GET', CHALLENGE_PATHS.list)).answer(200, pageOf([challenge(1)]));
    await waitFor(() => expect(challenges.list.state).toBe('ready'));
    stop();
    stop = challenges.follow();
    expect(challenges.list.value?.data[0]?.progress).toBe(1);
    (await api.call('GET', CHALLENGE_PATHS.list, 1)).answer(200, pageOf([challenge(1, 2)]));
    await waitFor(() => expect(challenges.list.value?.data[0]?.progress).toBe(2));
    stop();
  });

  it('says a challenge is not there on a 404, and keeps any other failure', async () => {
    const { api, challenges } = open();
    challenges.followChallenge('404');
    (await api.call('GET', CHALLENGE_PATHS.details('404'))).answer(404, { code: 'not_found', message: 'Not found' });
    await waitFor(() => expect(challenges.challenge.state).toBe('notFound'));
    challenges.follow();
    (await api.call('GET', CHALLENGE_PATHS.list)).answer(404, { code: 'not_found', message: 'Not found' });
    await waitFor(() => expect(challenges.list.state).toBe('failed'));
    expect(challenges.list.error).not.toBeNull();
  });

  it('cancels the challenge on its way when another opens, and its late answer never lands', async () => {
    const { api, challenges } = open();
    const shown = valuesOf(() => challenges.challenge.value?.id);
    let stop = challenges.followChallenge('1');
    const one = await api.call('GET', CHALLENGE_PATHS.details('1'));
    stop();
    expect(one.signal?.aborted).toBe(true);
    stop = challenges.followChallenge('2');
    one.answer(200, { data: { ...challenge(1), entries: [] } });
    (await api.call('GET', CHALLENGE_PATHS.details('2'))).answer(200, { data: { ...challenge(2), entries: [] } });
    await waitFor(() => expect(challenges.challenge.state).toBe('ready'));
    expect(shown).toEqual([2]);
    stop();
  });
});
