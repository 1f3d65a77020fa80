import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

/** A labelled select with its error next to it (the shared TextField's sibling). */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string | undefined }
>(function SelectField({ label, error, children, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      <select
        {...rest}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="sf-field__input"
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
