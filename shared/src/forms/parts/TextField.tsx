import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

interface CommonProps {
  label: ReactNode;
  error?: string | undefined;
  /** The field's length limit: the input stops there and its error names it. */
  limit?: number;
  hint?: ReactNode;
}

type InputProps = CommonProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type AreaProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled field with its error next to it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, InputProps | AreaProps>(function TextField(
  { label, error, limit, hint, multiline, ...rest },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    ref,
    maxLength: limit,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'sf-field__input',
  };
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {hint && (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} max={limit} />
    </div>
  );
});
