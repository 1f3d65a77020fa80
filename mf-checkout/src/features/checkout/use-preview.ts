import { type CheckoutPreview } from '@storefront/shared/contracts';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiCallError, failureKey, useStores, type OrderDraft, type CartChanges } from '@storefront/shared';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { fetchPreview } from './checkout-calls';
import { fieldOfCode, toPreviewBody, type CheckoutValues } from './checkout-form';

/**
 * The api's preview of the totals for what is chosen so far (debounced), with the cart re-validated:
 * what it removed or repriced is returned as `changes`, and the cart store reads the cleaned cart.
 */
export const usePreview = (form: UseFormReturn<CheckoutValues>, draft: OrderDraft, fallbackMethod: string | null) => {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [latest, setPreview] = useState<CheckoutPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [changes, setChanges] = useState<CartChanges | null>(null);
  const values = form.watch();
  const body = toPreviewBody(values, draft, fallbackMethod);
  const bodyJson = body && !root.session.isGuest ? JSON.stringify(body) : null;
  // The cart priced again for another branch (a dine-in session moved by the staff) is previewed again.
  const cartBranch = root.cart.cart?.branch_id ?? null;

  useEffect(() => {
    if (!bodyJson) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchPreview(root.api, JSON.parse(bodyJson))
        .then((answer) => {
          if (!live) return;
          setPreview(answer);
          setFailure(null);
          if (answer.removed.length + answer.repriced.length > 0) {
            const names = new Map(root.cart.lines.map((line) => [line.item_id, line.names]));
            setChanges({
              removed: answer.removed.map((line) => ({ item_id: line.item_id, names: names.get(line.item_id) ?? null })),
              repriced: answer.repriced.map((line) => ({ ...line, names: names.get(line.item_id) ?? null })),
            });
            void root.cart.reopen();
          }
        })
        .catch((error: unknown) => {
          if (!live) return;
          setPreview(null);
          const field = error instanceof ApiCallError ? fieldOfCode(error.code) : null;
          const key = failureKey(error);
          if (field && key) {
            form.setError(field === 'human_check' ? 'human_check.answer' : field, { message: key });
            setFailure(null);
          } else setFailure(errorText(error, t('checkout.failed')));
        });
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The body's JSON is the dependency: a new object with the same content does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyJson, cartBranch, root.api]);

  // Nothing to preview (a choice is missing): no totals from an earlier choice are shown.
  const preview = bodyJson ? latest : null;
  return { preview, failure, changes, dismissChanges: () => setChanges(null) };
};
