import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  useMoney,
  useStores,
  type CartLineInput,
  type MenuItem,
  LoadFailure,
  Loading,
  LoadingFallback,
  useLocation,
  onFirstScreen,
  groupAnchor,
  localName,
} from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { CartPanel, takePendingLine } from '../cart';
import { GroupSlider } from './GroupSlider';
import { menuStoreOf } from './menu-store';
import type { MenuTarget } from './menu-target';
import { MenuItemCard } from './MenuItemCard';
import { VatNote } from './VatNote';
import { MenuSearch } from './MenuSearch';
import { OrderBar } from './OrderBar';
import { useScrollSpy } from './use-scroll-spy';

const ItemDialog = lazy(() => import('../item-dialog'));

type Open = { item: MenuItem; editing?: { index: number; line: CartLineInput } } | null;

/**
 * A branch's menu for an order type: groups with anchors, the sticky slider, search, the item
 * dialog and the cart. Live: a menu change reloads the menu and checks the cart again.
 */
export const MenuView = observer(function MenuView({
  target,
  openItemId,
  onItemClosed,
}: {
  target: MenuTarget;
  openItemId?: number;
  onItemClosed?: () => void;
}) {
  const { t } = useMenuTexts();
  const money = useMoney();
  const root = useStores();
  const lang = root.locale.locale;
  const store = menuStoreOf(root);
  const location = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const [announcement, setAnnouncement] = useState('');
  /** A dish the address named (`/item/{id}`) that the menu does not have. */
  const [missingItem, setMissingItem] = useState(false);
  const branchId = target.branch.id;

  useEffect(() => store.follow(branchId, target.type), [store, branchId, target.type]);

  // The cart kept from an earlier visit is checked against today's menu when the page opens, and
  // priced again when the order now comes from another branch or type (a table moved, a new choice).
  useEffect(() => {
    const cart = root.cart.cart;
    const moved = !target.browsing && cart !== null && (cart.branch_id !== branchId || cart.order_type !== target.type);
    void (moved ? root.cart.retarget() : root.cart.reopen());
  }, [root.cart, branchId, target.type, target.browsing]);

  useEffect(() => {
    if (store.state !== 'ready') return;
    const item = openItemId === undefined ? null : store.item(openItemId);
    if (item) setOpen({ item });
    setMissingItem(openItemId !== undefined && !item);
    const group = /^#group(\d+)$/.exec(location.hash);
    if (group) {
      store.selectGroup(Number(group[1]), 1500);
      document.getElementById(location.hash.slice(1))?.scrollIntoView?.({ block: 'start' });
    }
    if (location.hash === '#cart') document.getElementById('cart')?.focus();
  }, [store, store.state, openItemId, location.hash]);

  // A dish chosen while browsing goes into the cart once the menu of the chosen branch is open.
  useEffect(() => {
    if (target.browsing || store.state !== 'ready') return;
    void takePendingLine(root.tenant.tenant.name).then(async (pending) => {
      if (!pending) return;
      const name = pending.names[root.locale.locale];
      if (!store.item(pending.line.item_id)) {
        setAnnouncement(t('cart.pendingGone', { name }));
        return;
      }
      const result = await root.cart.add(pending.line);
      setAnnouncement(result.ok ? t('cart.added', { name }) : t('cart.pendingGone', { name }));
    });
  }, [root, store, store.state, target.browsing, t]);

  const groups = store.groups;
  useScrollSpy(
    store,
    groups.map((group) => group.id),
  );

  const close = useCallback(() => {
    setOpen(null);
    onItemClosed?.();
  }, [onItemClosed]);

  const done = useCallback(
    (name: string) => {
      setAnnouncement(open?.editing ? t('cart.updated') : t('cart.added', { name }));
      close();
    },
    [open, close, t],
  );

  const currency = store.menu?.currency ?? root.tenant.country.currency;

  return (
    <>
      <OrderBar target={target} />
      <p role="status" className="sf-menu-announcement">
        {announcement}
      </p>
      <div className="sf-menu-layout">
        <div className="sf-menu-main">
          {store.state === 'loading' && <Loading />}
          {store.state === 'unavailable' && <p role="alert">{t('menu.unavailable')}</p>}
          {missingItem && <p role="alert">{t('menu.itemNotFound')}</p>}
          {store.state === 'failed' && <LoadFailure message={t('menu.failed')} onRetry={() => void store.reload()} />}
          {store.state === 'ready' && store.menu && (
            <>
              {store.menu.groups.length === 0 && <p role="alert">{t('menu.unavailable')}</p>}
              <VatNote />
              <MenuSearch store={store} />
              <GroupSlider store={store} groups={groups} />
              {groups.map((group, groupIndex) => (
                <section
                  key={group.id}
                  id={groupAnchor(group.id)}
                  className="sf-menu-group"
                  aria-labelledby={`${groupAnchor(group.id)}-title`}
                >
                  <h2 id={`${groupAnchor(group.id)}-title`}>{localName(group, lang)}</h2>
                  <div className="sf-dish-grid">
                    {group.items.map((item, itemIndex) => (
                      <MenuItemCard
                        key={item.id}
                        item={item}
                        currency={currency}
                        onOpen={(chosen) => setOpen({ item: chosen })}
                        firstScreen={onFirstScreen(groupIndex, itemIndex)}
                      />
                    ))}
                  </div>
                </section>
              ))}
            </>
          )}
        </div>
        {root.cart.count > 0 && root.cart.cart && (
          <a className="sf-cart-bar" href="#cart">
            <span>{t('cart.viewCart', { count: root.cart.count })}</span>
            <span>{money(root.cart.cart.total, root.cart.cart.currency)}</span>
          </a>
        )}
        <CartPanel
          itemOf={(id) => store.item(id)}
          onEdit={(index, line) => {
            const item = store.item(line.item_id);
            if (item) setOpen({ item, editing: { index, line } });
          }}
        />
      </div>
      {open && (
        <Suspense fallback={<LoadingFallback what="item dialog" />}>
          <ItemDialog
            key={`${open.item.id}-${open.editing?.index ?? 'new'}`}
            item={open.item}
            currency={currency}
            browsing={target.browsing}
            closed={target.closed ?? false}
            editing={open.editing}
            onClose={close}
            onDone={done}
          />
        </Suspense>
      )}
    </>
  );
});
