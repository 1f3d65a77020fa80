import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what a customer typed in a form across reloads (per tenant and form, in localStorage);
 * the draft is forgotten once the form is sent. Fields listed in `skip` are never stored.
 */
export const useFormDraft = <T extends FieldValues>(key: string, form: UseFormReturn<T>, skip: readonly string[] = []) => {
  const { watch, reset } = form;
  // The draft is read once, when the form mounts (and again for another key).
  const keepDraft = useEffectEvent((draftKey: string) => {
    const saved = localStorage.getItem(draftKey);
    if (saved) {
      try {
        reset({ ...form.getValues(), ...(JSON.parse(saved) as Partial<T>) });
      } catch {
        localStorage.removeItem(draftKey);
      }
    }
    const subscription = watch((values) => {
      const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !skip.includes(name)));
      localStorage.setItem(draftKey, JSON.stringify(kept));
    });
    return () => subscription.unsubscribe();
  });
  useEffect(() => keepDraft(key), [key]);
  return () => localStorage.removeItem(key);
};
