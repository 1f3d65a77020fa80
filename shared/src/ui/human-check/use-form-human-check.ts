import type { ApiClient } from '../../http/api-client';
import { useHumanCheck } from './use-human-check';

/** The part of a react-hook-form form with a `human_check: { key, answer }` field that the check fills in. */
export interface HumanCheckForm {
  setValue: (name: 'human_check', value: { key: string; answer: string }) => void;
}

/**
 * The human check of a form that always shows it (contact, checkout): a challenge loads at once, and each
 * new one puts its key into the form's `human_check` and clears the answer. Call `newChallenge` after every
 * attempt (a key answers one call only).
 */
export const useFormHumanCheck = (api: ApiClient, form: HumanCheckForm) =>
  useHumanCheck(api, { onChallenge: (next) => form.setValue('human_check', { key: next.key, answer: '' }) });
