import { useId } from 'react';
import type { FieldError as HookFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, COUNTRY_CODES, useTranslation } from '@storefront/shared';
import { FieldError } from './FieldError';

/** A mobile number with its country (dialling code select + number), validated by the country rules. */
export function MobileField({
  label,
  country,
  mobile,
  error,
}: {
  label: string;
  country: UseFormRegisterReturn;
  mobile: UseFormRegisterReturn;
  error: HookFieldError | undefined;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="sf-field sf-field--mobile">
      <legend className="sf-field__label">{label}</legend>
      <div className="sf-field__row" dir="ltr">
        <select {...country} aria-label={t('mobileCountry')} className="sf-field__input sf-field__input--country">
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)} (+{COUNTRIES[code].mobile_code})
            </option>
          ))}
        </select>
        <input
          {...mobile}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sf-field__input"
        />
      </div>
      <FieldError id={errorId} message={error?.message} />
    </fieldset>
  );
}
