import { useCallback, useState } from 'react';
import { ApiCallError, useApiText, useNamespace, useStores, type ApiClient } from '@storefront/shared';
import { HUMAN_CHECK_REQUIRED, type HumanCheckRequired } from '@storefront/shared/contracts';
import { HUMAN_CHECK_NAMESPACE, humanCheckTexts } from './texts';
import { useHumanCheck } from './use-human-check';

/**
 * Whether a failed call is the api's "complete the human check first" (428, `human_check_required`,
 * humanCheckRequiredSchema). The error's body already passed the api-error contract (ApiCallError), so
 * its one field of its own is read as it is: a login page's first visit carries no zod for it.
 */
export const isHumanCheckRequired = (error: unknown): error is ApiCallError =>
  error instanceof ApiCallError &&
  error.code === HUMAN_CHECK_REQUIRED.code &&
  (error.body as Partial<HumanCheckRequired> | null)?.human_check_required === true;

/**
 * The human check of a call that asks for it only sometimes (a second login code, a password login after
 * failures): nothing shows until the api answers 428; then the question shows, and `body()` adds its
 * answer to the next call. After each failed call with a question showing, a new one comes (a key answers
 * one call only). Render `<HumanCheckField {...check.field} />`. The question comes through the page's api
 * client unless `api` is given, so a screen whose calls live in its store slice needs no client of its own.
 */
export const useHumanCheckWhenAsked = (api?: ApiClient) => {
  const page = useStores();
  const { challenge, newChallenge } = useHumanCheck(api ?? page.api, { loadNow: false, onChallenge: () => setAnswer('') });
  const { t } = useNamespace(HUMAN_CHECK_NAMESPACE, humanCheckTexts);
  const { apiMessage } = useApiText();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState(false);

  /** `{ human_check }` once a question shows, else nothing: spread it into the call's body. */
  const body = useCallback(
    (): { human_check?: { key: string; answer: string } } =>
      shown && challenge && challenge !== 'failed' ? { human_check: { key: challenge.key, answer } } : {},
    [shown, challenge, answer],
  );

  /** After a failed call: answers whether it was the api asking for the human check (then the question shows). */
  const failed = useCallback(
    (failure: unknown): boolean => {
      const asked = isHumanCheckRequired(failure);
      if (!asked && !shown) return false;
      setShown(true);
      newChallenge();
      const wrongAnswer = asked && failure.fieldErrors.human_check?.[0];
      setError(asked ? (wrongAnswer ? apiMessage(wrongAnswer) : t('asked')) : undefined);
      return asked;
    },
    [shown, newChallenge, apiMessage, t],
  );

  /** After a call went through: the question goes until the api asks again. */
  const passed = useCallback(() => {
    setShown(false);
    setError(undefined);
  }, []);

  const field = {
    challenge: shown ? challenge : null,
    onNew: newChallenge,
    error,
    input: { value: answer, onChange: (event: { target: { value: string } }) => setAnswer(event.target.value) },
  };
  return { body, failed, passed, field };
};
