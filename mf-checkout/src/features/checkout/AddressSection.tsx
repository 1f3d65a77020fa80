import { joinList, useStores } from '@storefront/shared';
import { AddressForm } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';
import { ChoiceSection } from './ChoiceSection';

/** Delivery: one of the customer's saved addresses, or a new one at the place chosen on the menu (the api checks its zone). */
export const AddressSection = observer(function AddressSection() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const { register } = useFormContext<CheckoutValues>();
  const addresses = root.session.addresses;
  // One field for all the radios: react-hook-form keeps the options of the last register call, so the
  // address chosen is found by the radio's value, not by a closure over one address.
  const field = register('address_id', {
    onChange: (event: { target: { value: string } }) =>
      root.session.selectAddress(addresses.find((address) => String(address.id) === event.target.value) ?? null),
  });
  return (
    <ChoiceSection
      field="address_id"
      legend={t('checkout.address.legend')}
      empty={addresses.length === 0 ? t('checkout.address.none') : null}
      addLabel={t('checkout.address.add')}
      renderNew={(saved, cancel) => <NewAddress onSaved={saved} onCancel={cancel} />}
    >
      {addresses.map((address) => (
        <label key={address.id} className="sf-choice">
          <input type="radio" value={String(address.id)} disabled={address.latitude === null} {...field} />
          <span>
            {joinList([address.street_name, address.building_number, address.description], root.locale.locale)}
            {address.latitude === null && ` (${t('checkout.address.noCoordinates')})`}
          </span>
        </label>
      ))}
    </ChoiceSection>
  );
});

/** A new address at the delivery location of the draft (chosen on the menu, so no map here). */
const NewAddress = observer(function NewAddress({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const location = root.orderDraft.draft.delivery_location;
  if (!location) return <p role="alert">{t('checkout.address.noLocation')}</p>;
  return (
    <AddressForm
      address={null}
      title={t('checkout.address.adding')}
      nested
      fixedLocation={{
        latitude: location.latitude,
        longitude: location.longitude,
        note: t('checkout.address.location', { label: location.label }),
        description: location.label,
      }}
      onSaved={(address) => {
        root.session.setAddresses([...root.session.addresses, address]);
        root.session.selectAddress(address);
        onSaved(address.id);
      }}
      onCancel={onCancel}
    />
  );
});
