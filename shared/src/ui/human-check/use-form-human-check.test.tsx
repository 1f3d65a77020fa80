import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FRAME_PATHS } from '../../contracts/paths';
import { installFakeApi, testStore } from '../../testing';
import { useFormHumanCheck } from './use-form-human-check';

interface Values {
  message: string;
  human_check: { key: string; answer: string };
}

const challenge = (key: string) => ({ kind: 'sum', provider: 'sandbox', sandbox: true, key, question: { ar: '١ + ٢', en: '1 + 2' } });

describe('useFormHumanCheck', () => {
  it("loads a challenge at once and puts each new one's key into the form, clearing the answer", async () => {
    const store = testStore({ locale: 'en' });
    let served = 0;
    const calls = installFakeApi(store, {
      [`GET ${FRAME_PATHS.humanCheck}`]: () => ({ status: 200, data: { data: challenge(`k${(served += 1)}`) } }),
    });
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { message: 'Hello', human_check: { key: '', answer: '' } } });
      return { form, check: useFormHumanCheck(store.api, form) };
    });
    // The form's value is written as the challenge arrives, the hook's state a render later: wait for both.
    await waitFor(() => {
      expect(result.current.check.challenge).toMatchObject({ key: 'k1' });
      expect(result.current.form.getValues('human_check')).toEqual({ key: 'k1', answer: '' });
    });

    act(() => result.current.form.setValue('human_check.answer', '3'));
    act(() => result.current.check.newChallenge());
    await waitFor(() => expect(result.current.form.getValues('human_check')).toEqual({ key: 'k2', answer: '' }));
    expect(result.current.form.getValues('message')).toBe('Hello');
    expect(calls).toHaveLength(2);
  });

  it('says the check failed when no challenge could be loaded, leaving the form alone', async () => {
    const store = testStore({ locale: 'en' });
    installFakeApi(store, {});
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { message: '', human_check: { key: '', answer: '' } } });
      return { form, check: useFormHumanCheck(store.api, form) };
    });
    await waitFor(() => expect(result.current.check.challenge).toBe('failed'));
    expect(result.current.form.getValues('human_check')).toEqual({ key: '', answer: '' });
  });
});
