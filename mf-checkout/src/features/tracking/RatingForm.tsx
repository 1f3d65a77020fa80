import { useStores } from '@storefront/shared';
import { RatingForm as SharedRatingForm } from '@storefront/shared/forms';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { trackingOf } from './tracking-store';

/** Rating the delivered order shown: 1-5 stars and a comment ("Can't add rate." when the api refuses). */
export function RatingForm() {
  const store = trackingOf(useStores());
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const codeText = useCodeText();
  return (
    <SharedRatingForm
      texts={{
        title: t('tracking.rate'),
        send: t('tracking.send'),
      }}
      send={(rating) => store.rate(rating)}
      failureText={(error) => errorText(error, codeText('rating_failed'))}
    />
  );
}
