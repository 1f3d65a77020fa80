import { useStores } from '@storefront/shared';
import { RatingForm as SharedRatingForm } from '@storefront/shared/forms';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { rateOrder } from '../order/order-calls';

/** Rating a delivered order: 1-5 stars and a comment ("Can't add rate." when the api refuses). */
export function RatingForm({ orderId, onRated }: { orderId: number; onRated: (rating: { stars: number; comment: string }) => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const codeText = useCodeText();
  return (
    <SharedRatingForm
      texts={{
        title: t('tracking.rate'),
        send: t('tracking.send'),
      }}
      send={async (rating) => onRated(await rateOrder(root.api, orderId, rating))}
      failureText={(error) => errorText(error, codeText('rating_failed'))}
    />
  );
}
