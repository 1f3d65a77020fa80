import { localizePath, ScreenFrame, useStores, LoadingFallback, Link } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useCheckoutTexts } from '../../texts';
import { CartReview } from './CartReview';
import { CheckoutForm } from './CheckoutForm';
import { GuestLogin } from './GuestLogin';
import '../ui';

/** `/checkout`: the cart checked again, a guest's login by mobile in place, then the order form. */
export const CheckoutPage = observer(function CheckoutPage() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  // The session check is bounded like every loading state: at its limit a retry checks again.
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    void root.cart.reopen();
  }, [root.cart]);
  const title = t('screens.checkout');
  if (!root.session.ready)
    return (
      <ScreenFrame title={title}>
        <LoadingFallback
          key={checks}
          what="session check"
          label={t('ui.signingIn')}
          onRetry={() => {
            setChecks((count) => count + 1);
            void root.session.restore();
          }}
        />
      </ScreenFrame>
    );
  if (root.cart.lines.length === 0)
    return (
      <ScreenFrame title={title}>
        <p>{t('checkout.emptyCart')}</p>
        <Link to={localizePath('/menu', root.locale.locale)}>{t('checkout.backToMenu')}</Link>
      </ScreenFrame>
    );
  return (
    <ScreenFrame title={title}>
      {root.session.isGuest ? (
        <div className="sf-checkout__layout">
          <GuestLogin />
          <aside className="sf-checkout__summary" aria-label={t('checkout.summary')}>
            <CartReview />
          </aside>
        </div>
      ) : (
        <CheckoutForm />
      )}
    </ScreenFrame>
  );
});
