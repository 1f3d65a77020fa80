import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Ltr, Notice, ScreenFrame, useStores, type Address } from '@storefront/shared';
import { AddressForm, useBuildingTypeName } from '@storefront/shared/forms';
import '../account.css';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { useAccountTexts, useErrorText } from '../../texts';
import { addressesOf } from './addresses-store';
import { LocationPicker } from './LocationPicker';
import { ResourceLoading } from '@storefront/shared/data';

/** `/my-address`: the saved addresses (unpaged), the one selected for delivery, add, edit, delete with confirmation. */
export const AddressesPage = observer(function AddressesPage() {
  const root = useStores();
  const { session } = root;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = addressesOf(root);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => store.follow(), [store]);
  const { state } = store.list;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await store.remove(removing.id);
      setNotice({ kind: 'status', text: t('addresses.removed') });
    } catch (error) {
      setNotice({ kind: 'alert', text: errorText(error, t('addresses.failed')) });
    }
    setRemoving(null);
  };

  const buildingTypeName = useBuildingTypeName();
  const typeName = (address: Address) => buildingTypeName(address.building_type);
  return (
    <ScreenFrame title={t('screens.addresses')}>
      {state === 'loading' && <ResourceLoading what="addresses" resource={store.list} label={t('ui.loading')} />}
      {state === 'failed' && <Notice kind="alert">{t('addresses.loadFailed')}</Notice>}
      {state === 'ready' && store.addresses.length === 0 && <p>{t('addresses.empty')}</p>}
      {store.addresses.length > 0 && (
        <ul className="sf-account-list" aria-label={t('screens.addresses')}>
          {store.addresses.map((address) => {
            const selected = session.selectedAddress?.id === address.id;
            return (
              <li key={address.id} className="sf-card">
                <p>
                  <strong>{address.street_name}</strong> · {typeName(address)}
                  {address.building_number && (
                    <>
                      {' '}
                      · <Ltr>{address.building_number}</Ltr>
                    </>
                  )}
                </p>
                {address.description && <p>{address.description}</p>}
                <div className="sf-card__actions">
                  {selected ? (
                    <span role="status">{t('addresses.selected')}</span>
                  ) : (
                    <button
                      type="button"
                      className="sf-link-button"
                      aria-label={t('addresses.selectAddress', { street: address.street_name })}
                      onClick={() => session.selectAddress(address)}
                    >
                      {t('addresses.select')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="sf-link-button"
                    aria-label={t('addresses.editAddress', { street: address.street_name })}
                    onClick={() => store.edit(address)}
                  >
                    {t('addresses.edit')}
                  </button>
                  <button
                    type="button"
                    className="sf-link-button"
                    aria-label={t('addresses.removeAddress', { street: address.street_name })}
                    onClick={() => setRemoving(address)}
                  >
                    {t('addresses.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {store.details ? (
        <AddressForm
          key={store.details === 'new' ? 'new' : store.details.id}
          address={store.details === 'new' ? null : store.details}
          title={store.details === 'new' ? t('addresses.newTitle') : t('addresses.editTitle')}
          LocationPicker={LocationPicker}
          onSaved={(address) => {
            store.saved(address);
            setNotice({ kind: 'status', text: t('addresses.saved') });
          }}
          onCancel={() => store.edit(null)}
        />
      ) : (
        <button
          type="button"
          className="sf-button"
          onClick={() => {
            setNotice(null);
            store.edit('new');
          }}
        >
          {t('addresses.add')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          title={t('addresses.confirmTitle')}
          confirmLabel={t('addresses.confirm')}
          keepLabel={t('addresses.keep')}
          onConfirm={() => void confirmRemove()}
          onKeep={() => setRemoving(null)}
        >
          {t('addresses.confirmText', { street: removing.street_name })}
        </ConfirmDialog>
      )}
    </ScreenFrame>
  );
});
