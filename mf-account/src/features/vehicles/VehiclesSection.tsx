import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Notice, useStores, type Vehicle } from '@storefront/shared';
import { VehicleForm } from '@storefront/shared/forms';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { useAccountTexts, useErrorText } from '../../texts';
import { vehiclesOf } from './vehicles-store';

/** My vehicles for pickup from the car: the list (kept in the session store), add, edit, delete with confirmation. */
export const VehiclesSection = observer(function VehiclesSection() {
  const root = useStores();
  const { session } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = vehiclesOf(root);
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => store.follow(), [store]);
  const catalogues = store.catalogues.value;

  const colorName = (vehicle: Vehicle) => vehicle.color_names[locale];
  const brandName = (vehicle: Vehicle) => vehicle.brand_names[locale];

  const saved = (vehicle: Vehicle) => {
    store.saved(vehicle);
    setEditing(null);
    setNotice({ kind: 'status', text: t('vehicles.saved') });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await store.remove(removing.id);
      setNotice({ kind: 'status', text: t('vehicles.removed') });
    } catch (error) {
      setNotice({ kind: 'alert', text: errorText(error, t('vehicles.failed')) });
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="vehicles-title" className="sf-form">
      <h2 id="vehicles-title">{t('vehicles.title')}</h2>
      <p>{t('vehicles.intro')}</p>
      {store.catalogues.state === 'failed' && <Notice kind="alert">{t('vehicles.catalogueFailed')}</Notice>}
      {session.vehicles.length === 0 ? (
        <p>{t('vehicles.empty')}</p>
      ) : (
        <ul className="sf-account-list" aria-label={t('vehicles.title')}>
          {session.vehicles.map((vehicle) => (
            <li key={vehicle.id} className="sf-card">
              <p>
                {vehicle.brand_logo && <img src={root.mediaUrl(vehicle.brand_logo)} alt="" width={28} height={28} />}{' '}
                <strong>{brandName(vehicle)}</strong> ·{' '}
                <span className="sf-swatch" style={{ background: vehicle.color_code }} aria-hidden="true" />
                {colorName(vehicle)} · <span dir="ltr">{vehicle.plate_number}</span>
              </p>
              <div className="sf-card__actions">
                <button
                  type="button"
                  className="sf-link-button"
                  aria-label={t('vehicles.editVehicle', { plate: vehicle.plate_number })}
                  onClick={() => setEditing(vehicle)}
                >
                  {t('vehicles.edit')}
                </button>
                <button
                  type="button"
                  className="sf-link-button"
                  aria-label={t('vehicles.removeVehicle', { plate: vehicle.plate_number })}
                  onClick={() => setRemoving(vehicle)}
                >
                  {t('vehicles.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {editing && catalogues ? (
        <VehicleForm
          key={editing === 'new' ? 'new' : editing.id}
          vehicle={editing === 'new' ? null : editing}
          brands={catalogues.brands}
          colors={catalogues.colors}
          label={editing === 'new' ? t('vehicles.add') : t('vehicles.editVehicle', { plate: editing.plate_number })}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="sf-button" onClick={() => setEditing('new')} disabled={!catalogues}>
          {t('vehicles.add')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          title={t('vehicles.confirmTitle')}
          confirmLabel={t('vehicles.remove')}
          keepLabel={t('vehicles.cancel')}
          onConfirm={() => void confirmRemove()}
          onKeep={() => setRemoving(null)}
        >
          {t('vehicles.confirmText', { brand: brandName(removing), color: colorName(removing), plate: removing.plate_number })}
        </ConfirmDialog>
      )}
    </section>
  );
});
