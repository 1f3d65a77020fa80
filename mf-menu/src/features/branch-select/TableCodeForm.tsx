import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath, toWesternDigits, useStores } from '@storefront/shared';
import { dineInSessionIdSchema } from '@storefront/shared/contracts';
import { useMenuTexts } from '../../texts';

/** Dine-in without scanning: the table code printed under the QR opens that table's menu. */
export function TableCodeForm() {
  const { t } = useMenuTexts();
  const { locale } = useStores();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className="sf-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = toWesternDigits(code.trim());
        if (!dineInSessionIdSchema.safeParse(value).success) return setInvalid(true);
        navigate(localizePath(`/menu/dine_in/session/${value}`, locale.locale));
      }}
    >
      <h2>{t('branchSelect.dineIn.heading')}</h2>
      <p id={`${id}-hint`}>{t('branchSelect.dineIn.hint')}</p>
      <div className="sf-field">
        <label className="sf-field__label" htmlFor={id}>
          {t('branchSelect.dineIn.code')}
        </label>
        <input
          id={id}
          className="sf-field__input"
          dir="ltr"
          autoComplete="off"
          value={code}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={`${id}-error`} role="alert" className="sf-field__error">
            {t('branchSelect.dineIn.invalidCode')}
          </p>
        )}
      </div>
      <button type="submit" className="sf-button">
        {t('branchSelect.dineIn.open')}
      </button>
    </form>
  );
}
