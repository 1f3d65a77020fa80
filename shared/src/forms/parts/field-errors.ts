import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiCallError } from '@storefront/shared';

/**
 * Puts the api's field errors of a failed save next to the form's fields: the shared rule's key
 * when the api gives one (shown in the customer's language), otherwise `message`. Returns false when
 * none of them names a field of the form, so the caller shows `message` for the whole form instead.
 */
export const showFieldErrors = <T extends FieldValues>(
  error: unknown,
  values: T,
  setError: UseFormSetError<T>,
  message: string,
): boolean => {
  if (!(error instanceof ApiCallError)) return false;
  const names = Object.keys(error.fieldErrors).filter((name) => name in values);
  for (const name of names) {
    const rule = error.fieldErrors[name]?.[0];
    setError(name as Path<T>, { message: rule?.startsWith('validation.') ? rule : message });
  }
  return names.length > 0;
};
