import { FieldError } from '@storefront/shared/forms';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from './checkout-form';
import { useFieldError } from './use-field-error';

interface ChoiceSectionProps {
  field: 'address_id' | 'vehicle_id';
  legend: string;
  /** Shown when there is nothing saved to choose. */
  empty: string | null;
  addLabel: string;
  /** The saved choices (radios registered on `field`). */
  children: ReactNode;
  /** The form for a new one; `saved` chooses what it saved. */
  renderNew: (saved: (id: number) => void, cancel: () => void) => ReactNode;
}

/** One of the customer's saved things (addresses, cars) as radios, its error, and a new one added in place. */
export function ChoiceSection({ field, legend, empty, addLabel, children, renderNew }: ChoiceSectionProps) {
  const fieldError = useFieldError();
  const { setValue, formState } = useFormContext<CheckoutValues>();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const error = fieldError(formState.errors[field]?.message);
  const saved = (id: number) => {
    setAdding(false);
    setValue(field, String(id), { shouldValidate: true });
  };
  return (
    <fieldset className="sf-checkout__section" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {empty && <p>{empty}</p>}
      {children}
      <FieldError id={errorId} message={error} />
      {adding ? (
        renderNew(saved, () => setAdding(false))
      ) : (
        <button type="button" className="sf-link-button" onClick={() => setAdding(true)}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
