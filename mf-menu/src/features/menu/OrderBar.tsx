import { observer } from 'mobx-react-lite';
import { localizePath, useStores, Link } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import type { MenuTarget } from './menu-target';

/** What the customer is ordering: type, branch, place and time, with a way to change them; or the browse prompt. */
export const OrderBar = observer(function OrderBar({ target }: { target: MenuTarget }) {
  const { t } = useMenuTexts();
  const { orderDraft, locale } = useStores();
  const lang = locale.locale;
  const draft = orderDraft.draft;
  const branchName = target.branch.names[lang];

  if (target.browsing)
    return (
      <div className="sf-order-bar" role="region" aria-label={t('menu.orderBar.choose')}>
        <p>{t('menu.orderBar.browsing', { branch: branchName })}</p>
        <Link className="sf-button" to={localizePath('/', lang)}>
          {t('menu.orderBar.choose')}
        </Link>
      </div>
    );

  return (
    <div className="sf-order-bar" role="region" aria-label={t(`orderType.types.${target.type}`)}>
      <p>
        <strong>{t('menu.orderBar.summary', { type: t(`orderType.types.${target.type}`), branch: branchName })}</strong>
        {target.type === 'delivery' && draft.delivery_location && (
          <span> · {t('menu.orderBar.deliverTo', { place: draft.delivery_location.label })}</span>
        )}
        {draft.delivery_time && <span> · {t(`menu.orderBar.time.${draft.delivery_time}`)}</span>}
        <span className={`sf-status sf-status--${target.branch.status}`}>
          {' '}
          {t('menu.orderBar.branchStatus', { status: t(`common:branchStatus.${target.branch.status}`) })}
        </span>
      </p>
      {target.type !== 'dine_in' && (
        <Link
          to={localizePath(`/select-type/${target.type}`, lang)}
          aria-label={`${t('menu.orderBar.change')}: ${t(`orderType.types.${target.type}`)}`}
        >
          {t('menu.orderBar.change')}
        </Link>
      )}
    </div>
  );
});
