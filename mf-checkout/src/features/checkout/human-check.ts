import { useStores } from '@storefront/shared';
import { useFormHumanCheck, useHumanCheckWhenAsked, type HumanCheckForm } from '@storefront/shared/forms';

// The shared human checks load their questions themselves (shared/src/ui/human-check) with the page's
// api client: they are given it here, so the checkout's components hold no client.

/** The checkout form's human check, asked only of some customers (its first question comes at the first `newChallenge`). */
export const useCheckoutHumanCheck = (form: HumanCheckForm) => useFormHumanCheck(useStores().api, form, { loadNow: false });

/** The guest login's human check, shown when the api asks for it (a second code within the hour). */
export const useLoginHumanCheck = () => useHumanCheckWhenAsked(useStores().api);
