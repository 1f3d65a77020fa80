import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { FRESH_POSITION, useMoney, useStores, type Address } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import type { DeliveryTime } from '../order-type';
import { BranchTimeButtons } from './BranchTimeButtons';
import { deliveryOf } from './delivery-store';
import { PickupInstead } from './PickupInstead';

const addressLabel = (address: Address): string => [address.street_name, address.building_number].filter(Boolean).join(' ');

/**
 * Delivery: the customer says where (a saved address, the browser's location or a district), the
 * api answers which branch delivers there and on what terms, then the customer picks when. Outside every
 * zone it offers pickup from the nearest branch instead.
 */
export const DeliveryLocation = observer(function DeliveryLocation({ tenantTimes }: { tenantTimes: readonly DeliveryTime[] }) {
  const { t } = useMenuTexts();
  const money = useMoney();
  const root = useStores();
  const lang = root.locale.locale;
  const districtId = useId();
  const store = deliveryOf(root);
  useEffect(() => store.follow(), [store]);
  const districts = store.districts.value ?? [];
  const lookup = store.lookup;
  const [district, setDistrict] = useState('');
  const [locating, setLocating] = useState<'idle' | 'locating' | 'denied'>('idle');
  const currency = root.tenant.country.currency;
  const addresses = root.session.addresses.filter((address) => address.latitude !== null && address.longitude !== null);

  // Asked afresh each time: the place it answered before (or its refusal) is never reused.
  const useMyLocation = () => {
    store.forget();
    if (!navigator.geolocation) return setLocating('denied');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        void store.check({ latitude: coords.latitude, longitude: coords.longitude, label: t('branchSelect.delivery.myLocation') });
      },
      () => setLocating('denied'),
      FRESH_POSITION,
    );
  };

  const chosenDistrict = districts.find((entry) => String(entry.id) === district);

  return (
    <section aria-labelledby={`${districtId}-heading`} className="sf-delivery-location">
      <h2 id={`${districtId}-heading`}>{t('branchSelect.delivery.heading')}</h2>
      {addresses.length > 0 && (
        <>
          <h3>{t('branchSelect.delivery.savedAddresses')}</h3>
          <ul className="sf-address-choices">
            {addresses.map((address) => (
              <li key={address.id}>
                <button
                  type="button"
                  className="sf-button sf-button--secondary"
                  aria-pressed={root.session.selectedAddress?.id === address.id}
                  onClick={() => {
                    root.session.selectAddress(address);
                    void store.check({ latitude: address.latitude!, longitude: address.longitude!, label: addressLabel(address) });
                  }}
                >
                  {addressLabel(address)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <button type="button" className="sf-button sf-button--secondary" onClick={useMyLocation}>
          {t('branchSelect.delivery.useMyLocation')}
        </button>
      </p>
      {locating === 'locating' && <p role="status">{t('branchSelect.locating')}</p>}
      {locating === 'denied' && <p role="alert">{t('branchSelect.locationDenied')}</p>}
      {districts.length > 0 && (
        <form
          className="sf-district"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosenDistrict)
              void store.check({
                latitude: chosenDistrict.latitude,
                longitude: chosenDistrict.longitude,
                label: chosenDistrict.names[lang],
              });
          }}
        >
          <label htmlFor={districtId}>{t('branchSelect.delivery.district')}</label>
          <select id={districtId} className="sf-field__input" value={district} onChange={(event) => setDistrict(event.target.value)}>
            <option value="">{t('branchSelect.delivery.chooseDistrict')}</option>
            {districts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.names[lang]}
              </option>
            ))}
          </select>
          <button type="submit" className="sf-button" disabled={!chosenDistrict}>
            {t('branchSelect.delivery.deliverHere')}
          </button>
        </form>
      )}
      <div aria-live="polite">{lookup.state === 'checking' && <p role="status">{t('branchSelect.delivery.checking')}</p>}</div>
      {lookup.state === 'outside' && (
        <>
          <p role="alert">{t('branchSelect.delivery.notAvailable')}</p>
          <PickupInstead place={lookup} tenantTimes={tenantTimes} />
        </>
      )}
      {lookup.state === 'failed' && <p role="alert">{t(lookup.message)}</p>}
      {lookup.state === 'found' && (
        <article className="sf-card sf-branch-choice" aria-labelledby={`${districtId}-found`}>
          <h3 id={`${districtId}-found`}>{lookup.label}</h3>
          <p role="status">
            {t('branchSelect.delivery.found', {
              branch: lookup.branch.names[lang],
              zone: lookup.zone.names[lang],
              fee: money(lookup.zone.fee, currency),
              minimum: money(lookup.zone.minimum_order, currency),
              count: lookup.estimated_minutes,
            })}
          </p>
          <BranchTimeButtons
            type="delivery"
            branch={lookup.branch}
            tenantTimes={tenantTimes}
            preferred={root.orderDraft.draft.delivery_time}
          />
        </article>
      )}
    </section>
  );
});
