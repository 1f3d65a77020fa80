import { FRAME_PATHS } from '../contracts';
import { primedAnswers } from '../ssr/first-paint-answers';
import { installFakeApi, testBranch, testStore } from '../testing';
import { ApiCallError } from './api-client';
import { checked, readAnswer } from './read-answer';

const branch = testBranch();

describe('readAnswer', () => {
  it('gives an answer from the network as its schema reads it', async () => {
    const store = testStore();
    installFakeApi(store, { [`GET ${FRAME_PATHS.branches}`]: () => ({ status: 200, data: { data: [{ ...branch, extra: 'dropped' }] } }) });
    const answer = await store.api.get(FRAME_PATHS.branches);
    expect(answer.primed).toBeUndefined();
    expect(await readAnswer('branchesResponseSchema', answer)).toEqual({ data: [branch] });
  });

  it('refuses an answer from the network of the wrong shape with a clear error', async () => {
    const store = testStore();
    installFakeApi(store, { [`GET ${FRAME_PATHS.branches}`]: () => ({ status: 200, data: { data: [{ ...branch, status: 'gone' }] } }) });
    const failed = readAnswer('branchesResponseSchema', await store.api.get(FRAME_PATHS.branches));
    await expect(failed).rejects.toBeInstanceOf(ApiCallError);
    await expect(failed).rejects.toThrow('errors.badAnswer');
  });

  it('takes an answer that came with the page as the server read it, without asking the network', async () => {
    const store = testStore();
    const calls = installFakeApi(store, {});
    // A field the schema would drop shows it was not read again here.
    const sent = { data: [{ ...branch, extra: 'as the server sent it' }] };
    store.api.primed = primedAnswers({ [FRAME_PATHS.branches]: { status: 200, data: sent } });
    const answer = await store.api.get(FRAME_PATHS.branches);
    expect(answer.primed).toBe(true);
    expect(await readAnswer('branchesResponseSchema', answer)).toEqual(sent);
    expect(calls).toEqual([]);
  });
});

describe('checked', () => {
  it('gives the value as its schema reads it, or null when it does not pass', async () => {
    expect(await checked('localizedTextSchema', { ar: 'أ', en: 'a' })).toEqual({ ar: 'أ', en: 'a' });
    expect(await checked('localizedTextSchema', { ar: 'أ' })).toBeNull();
    expect(await checked('localizedTextSchema', 'text')).toBeNull();
  });
});
