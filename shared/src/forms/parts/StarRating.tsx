import { useId } from 'react';
import { FieldError } from './FieldError';
import './star-rating.css';

export interface StarRatingProps {
  /** The group's visible label ("Stars"). */
  label: string;
  /** The accessible name of each star ("4 stars"), in the current language. */
  starLabel: (stars: number) => string;
  /** 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  /** Shown under the stars and announced; the group is marked invalid while it shows. */
  error?: string;
  max?: number;
}

/**
 * A 1-to-`max` star choice: a radio group (one native radio per star, so arrow keys move and choose in
 * either direction and the group is one tab stop) drawn as large stars with touch targets of at least 44 px.
 * Used by the order rating and the waiting-list rating.
 */
export function StarRating({ label, starLabel, value, onChange, error, max = 5 }: StarRatingProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sf-star-rating">
      <span id={`${id}-label`} className="sf-star-rating__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="sf-star-rating__stars"
      >
        {Array.from({ length: max }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className="sf-star-rating__star" data-filled={stars <= value}>
            <input
              type="radio"
              className="sf-star-rating__input"
              name={`${id}-stars`}
              value={stars}
              checked={value === stars}
              aria-label={starLabel(stars)}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">{stars <= value ? '★' : '☆'}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
