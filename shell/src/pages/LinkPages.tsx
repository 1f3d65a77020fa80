import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  localizePath,
  referralStorageKey,
  ScreenFrame,
  useNamespace,
  useStores,
  Link,
  Navigate,
  useParams,
  useSearchParams,
} from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/** A path inside this site (`/…`, not `//host`), or null. */
export const internalPath = (value: string | null): string | null => (value && /^\/(?![/\\])/.test(value) ? value : null);

/** `/cp`: the customer portal, that is the customer's account. */
export const CustomerPortal = observer(function CustomerPortal() {
  const { locale } = useStores();
  return <Navigate to={localizePath('/account', locale.locale)} replace />;
});

/** `/link?to=/order/12`: a shared or app link that opens a page of this site (anything else goes home). */
export const SiteLink = observer(function SiteLink() {
  const { locale } = useStores();
  const [params] = useSearchParams();
  return <Navigate to={localizePath(internalPath(params.get('to')) ?? '/', locale.locale)} replace />;
});

/** `/r/{code}`: a friend's referral link; the code waits for the signup form. */
export const ReferralLink = observer(function ReferralLink() {
  const { id } = useParams();
  const { locale, tenant } = useStores();
  useEffect(() => {
    if (id) localStorage.setItem(referralStorageKey(tenant.tenant.name), id.slice(0, 50));
  }, [id, tenant]);
  return <Navigate to={localizePath(id ? '/account/signup' : '/', locale.locale)} replace />;
});

const OUTCOMES = ['success', 'failed', 'pending'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** `/o/message?status=success|failed|pending&order=12`: what became of an order placed elsewhere (a payment page, the app). */
export const OrderMessage = observer(function OrderMessage() {
  const { locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const [params] = useSearchParams();
  const status = params.get('status');
  const outcome: Outcome = OUTCOMES.includes(status as Outcome) ? (status as Outcome) : 'pending';
  const order = /^\d+$/.test(params.get('order') ?? '') ? params.get('order') : null;
  return (
    <ScreenFrame title={t('screens.orderMessage')}>
      <p role={outcome === 'failed' ? 'alert' : 'status'}>{t(`orderOutcome.${outcome}`)}</p>
      <p>
        {order ? (
          <Link to={localizePath(`/order/${order}`, locale.locale)}>{t('viewOrder', { order })}</Link>
        ) : (
          <Link to={localizePath('/', locale.locale)}>{t('common:goHome')}</Link>
        )}
      </p>
    </ScreenFrame>
  );
});
