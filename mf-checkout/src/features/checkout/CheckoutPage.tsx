import { CartChangesNotice, localizePath, ScreenFrame, useStores, LoadingFallback, Link } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useCheckoutTexts } from '../../texts';
import { CartReview } from './CartReview';
import { CheckoutForm } from './CheckoutForm';
import { checkoutOf } from './checkout-store';
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
  const checkout = checkoutOf(root);
  const dismiss = () => {
    checkout.dismissChanges();
    root.cart.dismissNotice();
  };
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
        {/* Emptied by a check of the cart (the restaurant sold its dishes out): which went, and why. */}
        <CartChangesNotice
          changes={checkout.changes ?? root.cart.notice}
          currency={root.cart.cart?.currency ?? 'SAR'}
          onDismiss={dismiss}
        />
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
