import { useId } from 'react';
import { useMenuTexts } from '../../texts';

/** Quantity from 1 to the item's maximum per purchase. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  const { t } = useMenuTexts();
  const id = useId();
  return (
    <div className="sf-quantity" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sf-field__label">
        {label ?? t('itemDialog.quantity')}
      </span>
      <button
        type="button"
        className="sf-quantity__step"
        aria-label={t('itemDialog.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={t('itemDialog.quantity')}>
        {value}
      </output>
      <button
        type="button"
        className="sf-quantity__step"
        aria-label={t('itemDialog.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {value >= max && <span className="sf-field__hint">{t('itemDialog.maxReached', { max })}</span>}
    </div>
  );
}
