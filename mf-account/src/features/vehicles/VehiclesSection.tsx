import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Notice, useStores, type Vehicle } from '@storefront/shared';
import { type VehicleBrand, type VehicleColor } from '@storefront/shared/contracts';
import { deleteVehicle, fetchCatalogues, fetchVehicles, VehicleForm } from '@storefront/shared/forms';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { useAccountTexts, useErrorText } from '../../texts';

/** My vehicles for pickup from the car: the list (kept in the session store), add, edit, delete with confirmation. */
export const VehiclesSection = observer(function VehiclesSection() {
  const root = useStores();
  const { session } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [catalogues, setCatalogues] = useState<{ brands: VehicleBrand[]; colors: VehicleColor[] } | 'failed' | null>(null);
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  useEffect(() => {
    fetchCatalogues(root.api).then(setCatalogues, () => setCatalogues('failed'));
    fetchVehicles(root.api).then(
      (vehicles) => session.setVehicles(vehicles),
      () => undefined,
    );
  }, [root.api, session]);

  const colorName = (vehicle: Vehicle) => vehicle.color_names[locale];
  const brandName = (vehicle: Vehicle) => vehicle.brand_names[locale];

  const saved = (vehicle: Vehicle) => {
    const others = session.vehicles.filter((candidate) => candidate.id !== vehicle.id);
    session.setVehicles([...others, vehicle].sort((a, b) => a.id - b.id));
    setEditing(null);
    setNotice({ kind: 'status', text: t('vehicles.saved') });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await deleteVehicle(root.api, removing.id);
      session.setVehicles(session.vehicles.filter((vehicle) => vehicle.id !== removing.id));
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
      {catalogues === 'failed' && <Notice kind="alert">{t('vehicles.catalogueFailed')}</Notice>}
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
      {editing && catalogues && catalogues !== 'failed' ? (
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
        <button type="button" className="sf-button" onClick={() => setEditing('new')} disabled={!catalogues || catalogues === 'failed'}>
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
