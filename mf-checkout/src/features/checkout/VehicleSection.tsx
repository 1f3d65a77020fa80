import { Notice, useStores, joinList } from '@storefront/shared';
import { ResourceLoading } from '@storefront/shared/data';
import { VehicleForm } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts, useErrorText } from '../../texts';
import type { CheckoutValues } from './checkout-form';
import { checkoutOf } from './checkout-store';
import { ChoiceSection } from './ChoiceSection';

/** Curbside: one of the customer's cars, or a new one (brand and colour from the catalogues, plate at most 20). */
export const VehicleSection = observer(function VehicleSection() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useCheckoutTexts();
  const { register } = useFormContext<CheckoutValues>();
  const vehicles = root.session.vehicles;
  return (
    <ChoiceSection
      field="vehicle_id"
      legend={t('checkout.vehicle.legend')}
      empty={vehicles.length === 0 ? t('checkout.vehicle.none') : null}
      addLabel={t('checkout.vehicle.add')}
      renderNew={(saved, cancel) => <NewVehicle onSaved={saved} onCancel={cancel} />}
    >
      {vehicles.map((vehicle) => (
        <label key={vehicle.id} className="sf-choice">
          <input type="radio" value={String(vehicle.id)} {...register('vehicle_id')} />
          <span>
            <span className="sf-swatch" style={{ backgroundColor: vehicle.color_code }} aria-hidden="true" />
            {joinList([vehicle.brand_names[locale], vehicle.color_names[locale], vehicle.plate_number], locale)}
          </span>
        </label>
      ))}
    </ChoiceSection>
  );
});

/** A new car: the brand and colour lists load first. */
const NewVehicle = observer(function NewVehicle({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const store = checkoutOf(root);
  useEffect(() => store.openCatalogues(), [store]);
  const { value: catalogues, state, error } = store.catalogues;
  if (state === 'failed' || state === 'notFound') return <Notice kind="alert">{errorText(error, t('checkout.vehicle.failed'))}</Notice>;
  if (!catalogues) return <ResourceLoading what="car catalogues" resource={store.catalogues} />;
  return (
    <VehicleForm
      vehicle={null}
      brands={catalogues.brands}
      colors={catalogues.colors}
      label={t('checkout.vehicle.add')}
      submitLabel={t('checkout.vehicle.save')}
      nested
      onSaved={(vehicle) => {
        root.session.setVehicles([...root.session.vehicles, vehicle]);
        onSaved(vehicle.id);
      }}
      onCancel={onCancel}
    />
  );
});
