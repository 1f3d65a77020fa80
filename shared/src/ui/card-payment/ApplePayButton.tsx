import { fromMinor, type PaymentCardForm } from '@storefront/shared/contracts';
import { useNamespace, useStores } from '@storefront/shared';
import { useState } from 'react';
import { APPLE_PAY_VERSION, applePaySession } from './apple-pay-session';
import { applePayMerchantSession, payWithApplePayAtMoyasar } from './moyasar-apple-pay-call';
import { CARD_PAYMENT_NAMESPACE, cardPaymentTexts } from './texts';

/**
 * Apple Pay at Moyasar, in Safari only: the sheet shows the amount, Moyasar validates the merchant, the
 * sheet's token creates the session's payment, and the check-payment page asks our api, which asks Moyasar.
 */
export function ApplePayButton({ card, goTo }: { card: PaymentCardForm; goTo: (url: string) => void }) {
  const { t } = useNamespace(CARD_PAYMENT_NAMESPACE, cardPaymentTexts);
  const { tenant, locale } = useStores();
  const [failure, setFailure] = useState<string | null>(null);
  const Session = applePaySession();
  if (!Session) return null;

  // The sheet must open in the tap's own task (Apple Pay JS refuses it otherwise): nothing is awaited before `begin`.
  const start = () => {
    setFailure(null);
    const displayName = tenant.siteName(locale.locale);
    const session = new Session(APPLE_PAY_VERSION, {
      countryCode: tenant.tenant.country,
      currencyCode: card.currency,
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      total: { label: displayName, amount: fromMinor(card.amount_minor).toFixed(2) },
    });
    session.onvalidatemerchant = (event) => {
      applePayMerchantSession(card, event.validationURL, displayName).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          session.abort();
          setFailure(t('unreachable'));
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      payWithApplePayAtMoyasar(card, event.payment.token).then(
        ({ paid, checkUrl }) => {
          session.completePayment(paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          goTo(checkUrl);
        },
        () => {
          session.completePayment(Session.STATUS_FAILURE);
          setFailure(t('unreachable'));
        },
      );
    };
    session.begin();
  };

  return (
    <div className="sf-form">
      <button type="button" className="sf-button sf-apple-pay" lang="en" onClick={start}>
        {t('applePay')}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
