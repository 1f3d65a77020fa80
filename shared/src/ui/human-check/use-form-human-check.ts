import type { ApiClient } from '@storefront/shared';
import { useHumanCheck } from './use-human-check';

/** The part of a react-hook-form form with a `human_check: { key, answer }` field that the check fills in. */
export interface HumanCheckForm {
  setValue: (name: 'human_check', value: { key: string; answer: string }) => void;
}

/**
 * The human check of a form with a `human_check` field (contact, checkout): a challenge loads at once (or,
 * with `loadNow: false`, at the first `newChallenge`, for a form that asks it only of some customers), and
 * each new one puts its key into the form's `human_check` and clears the answer. Call `newChallenge` after
 * every attempt (a key answers one call only).
 */
export const useFormHumanCheck = (api: ApiClient, form: HumanCheckForm, { loadNow = true }: { loadNow?: boolean } = {}) =>
  useHumanCheck(api, { loadNow, onChallenge: (next) => form.setValue('human_check', { key: next.key, answer: '' }) });
