import { storageKey, type FeedbackDraft } from '@storefront/shared';
import { feedbackDraftSchema } from '@storefront/shared/contracts';

export const EMPTY_DRAFT: FeedbackDraft = { stars: 0, comment: '', name: '', mobile: '' };

const keyOf = (tenant: string) => storageKey(tenant, 'emenu.feedback');

export const readDraft = (tenant: string): FeedbackDraft => {
  try {
    const parsed = feedbackDraftSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(tenant)) ?? 'null'));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
};

export const saveDraft = (tenant: string, draft: FeedbackDraft | null): void => {
  if (draft === null) localStorage.removeItem(keyOf(tenant));
  else localStorage.setItem(keyOf(tenant), JSON.stringify(draft));
};
