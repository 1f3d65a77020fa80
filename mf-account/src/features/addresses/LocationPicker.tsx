import { lazy, Suspense, useState } from 'react';
import { FRESH_POSITION, Notice, useStores } from '@storefront/shared';
import { type LocationPickerProps } from '@storefront/shared/forms';
import { useAccountTexts } from '../../texts';
import { MAPBOX_TOKEN_SETTING } from './map-token';

// mapbox-gl loads only when this screen shows a map: never in the first-load chunk.
const MapboxMap = lazy(() => import('./MapboxMap'));

/**
 * The address's point: on a Mapbox map when the tenant has a token and the browser is online;
 * otherwise (the sandbox of the demo tenants) a district or landmark, or the browser's location.
 */
export function LocationPicker({ latitude, longitude, onPick, children }: LocationPickerProps) {
  const { tenant } = useStores();
  const { t } = useAccountTexts();
  const token = tenant.setting(MAPBOX_TOKEN_SETTING);
  const [mapFailed, setMapFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const showMap = Boolean(token) && !mapFailed && (typeof navigator === 'undefined' || navigator.onLine);

  const useMyLocation = () => {
    setLocationFailed(false);
    if (!navigator.geolocation) {
      setLocationFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPick(Number(position.coords.latitude.toFixed(6)), Number(position.coords.longitude.toFixed(6)));
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      FRESH_POSITION,
    );
  };

  return (
    <fieldset className="sf-field">
      <legend className="sf-field__label">{t('addresses.location')}</legend>
      {showMap && token ? (
        <>
          <p className="sf-field__hint">{t('addresses.mapHint')}</p>
          <Suspense fallback={<p role="status">{t('addresses.mapLoading')}</p>}>
            <MapboxMap
              token={token}
              label={t('addresses.mapLabel')}
              latitude={latitude}
              longitude={longitude}
              onPick={onPick}
              onFail={() => setMapFailed(true)}
            />
          </Suspense>
        </>
      ) : (
        <p className="sf-field__hint">{t('addresses.manualHint')}</p>
      )}
      {!showMap && children}
      <button type="button" className="sf-link-button" onClick={useMyLocation} disabled={locating}>
        {locating ? t('addresses.locating') : t('addresses.useMyLocation')}
      </button>
      {locationFailed && <Notice kind="alert">{t('addresses.locationFailed')}</Notice>}
    </fieldset>
  );
}
