import { fromMinor, type PaymentCardForm } from '@storefront/shared/contracts';
import { useMoney, useNamespace } from '@storefront/shared';
import { useId, useState } from 'react';
import { ApplePayButton } from './ApplePayButton';
import { applePayAvailable } from './apple-pay-session';
import { CardDetailsForm } from './CardDetailsForm';
import { StcPayForm } from './StcPayForm';
import { CARD_PAYMENT_NAMESPACE, cardPaymentTexts } from './texts';

/** Sends the browser to the bank's page or the check-payment page (tests give their own). */
const leaveFor = (url: string): void => window.location.assign(url);

/**
 * The step of a payment the browser makes at the provider itself (Moyasar): the card's fields, or, where
 * the restaurant's account has them, Apple Pay (in Safari) and STC Pay (the mobile, then the code STC Pay texts). Either way the
 * check-payment page then asks our api, which asks the provider.
 */
export function CardPaymentForm({ card, goTo = leaveFor }: { card: PaymentCardForm; goTo?: (url: string) => void }) {
  const { t } = useNamespace(CARD_PAYMENT_NAMESPACE, cardPaymentTexts);
  const money = useMoney();
  const headingId = useId();
  const [method, setMethod] = useState<'card' | 'stcPay'>('card');
  const amount = money(fromMinor(card.amount_minor), card.currency);

  return (
    <section className="sf-card-payment" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(card.stc_pay || (card.apple_pay && applePayAvailable()) ? 'headingChoose' : 'heading', { amount })}</h2>
      {card.apple_pay && <ApplePayButton card={card} goTo={goTo} />}
      {card.stc_pay && (
        <fieldset className="sf-form">
          <legend>{t('method.legend')}</legend>
          {(['card', 'stcPay'] as const).map((choice) => (
            <label key={choice} className="sf-choice">
              <input type="radio" name="payment-source" checked={method === choice} onChange={() => setMethod(choice)} />
              <span>{t(`method.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {method === 'card' ? (
        <CardDetailsForm card={card} goTo={goTo} headingId={headingId} />
      ) : (
        <StcPayForm card={card} goTo={goTo} headingId={headingId} />
      )}
    </section>
  );
}
