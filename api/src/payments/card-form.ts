import type { PaymentCardForm } from '@storefront/shared/contracts';
import type { CreatedPayment } from './payment-provider';

/** What the browser is handed to post the card itself (`card_form`), or null for a hosted page. */
export const cardFormOf = ({ browserCard }: CreatedPayment): PaymentCardForm | null =>
  browserCard
    ? {
        provider: browserCard.provider,
        api_url: browserCard.apiUrl,
        publishable_key: browserCard.publishableKey,
        given_id: browserCard.givenId,
        amount_minor: browserCard.amountMinor,
        currency: browserCard.currency,
        description: browserCard.description,
        callback_url: browserCard.callbackUrl,
        metadata: browserCard.metadata,
        stc_pay: browserCard.stcPay,
        apple_pay: browserCard.applePay,
      }
    : null;
