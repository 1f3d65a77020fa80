import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from './checkout-form';

/** One tender's checkbox: disabled while it cannot pay, with the hint saying why, and the refusal announced under it. */
export function TenderToggle({
  name,
  label,
  locked,
  hint,
  problem,
}: {
  name: 'use_points' | 'use_wallet';
  label: string;
  locked: boolean;
  hint: string | null;
  problem: string | null;
}) {
  const hintId = useId();
  const { register } = useFormContext<CheckoutValues>();
  return (
    <>
      <label className="sf-choice">
        <input type="checkbox" {...register(name)} disabled={locked} aria-describedby={hint ? hintId : undefined} />
        <span>{label}</span>
      </label>
      {hint && <p id={hintId}>{hint}</p>}
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}
