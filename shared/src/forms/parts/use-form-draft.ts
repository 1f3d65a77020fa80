import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what a customer typed in a form across reloads (per tenant and form, in localStorage);
 * the draft is forgotten once the form is sent. Fields listed in `skip` are never stored.
 */
export const useFormDraft = <T extends FieldValues>(key: string, form: UseFormReturn<T>, skip: readonly string[] = []) => {
  const { watch, reset } = form;
  useEffect(() => {
    const saved = localStorage.getItem(key);
    if (saved) {
      try {
        reset({ ...form.getValues(), ...(JSON.parse(saved) as Partial<T>) });
      } catch {
        localStorage.removeItem(key);
      }
    }
    const subscription = watch((values) => {
      const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !skip.includes(name)));
      localStorage.setItem(key, JSON.stringify(kept));
    });
    return () => subscription.unsubscribe();
    // The draft is read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return () => localStorage.removeItem(key);
};
