import { useEffect, useId, useState } from 'react';
import { useNamespace, useStores, type DeliveryDistrict } from '@storefront/shared';
import { FieldError } from '../forms/parts/FieldError';
import { fetchDistricts } from './district-calls';
import { CUSTOMER_FORMS_NAMESPACE, customerFormTexts } from './texts';

/**
 * Where the address is, without a map: a district or landmark of the tenant's delivery area, whose
 * point becomes the address's coordinates. Coordinates are never typed by hand.
 */
export function DistrictChooser({
  hasPoint,
  error,
  onChoose,
}: {
  hasPoint: boolean;
  error: string | undefined;
  onChoose: (district: DeliveryDistrict) => void;
}) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useNamespace(CUSTOMER_FORMS_NAMESPACE, customerFormTexts);
  const id = useId();
  const [districts, setDistricts] = useState<DeliveryDistrict[]>([]);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    let live = true;
    fetchDistricts(root.api).then(
      (list) => live && setDistricts(list),
      () => live && setDistricts([]),
    );
    return () => {
      live = false;
    };
  }, [root.api]);

  const district = districts.find((entry) => String(entry.id) === chosen);
  return (
    <div className="sf-field">
      {districts.length > 0 && (
        <>
          <label htmlFor={id} className="sf-field__label">
            {t('address.district')}
          </label>
          <select
            id={id}
            className="sf-field__input"
            value={chosen}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setChosen(event.target.value);
              const next = districts.find((entry) => String(entry.id) === event.target.value);
              if (next) onChoose(next);
            }}
          >
            <option value="">{t('address.chooseDistrict')}</option>
            {districts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.names[locale]}
              </option>
            ))}
          </select>
        </>
      )}
      <p className="sf-field__hint" aria-live="polite">
        {district
          ? t('address.locationOf', { place: district.names[locale] })
          : hasPoint
            ? t('address.locationKept')
            : t('address.noLocation')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
