import { StarRating, TextField, useStores } from '@storefront/shared';
import { useId, useState } from 'react';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { rateOrder } from '../order/order-calls';

/** Rating a delivered order: 1-5 stars and a comment ("Can't add rate." when the api refuses). */
export function RatingForm({ orderId, onRated }: { orderId: number; onRated: (rating: { stars: number; comment: string }) => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const codeText = useCodeText();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [starsMissing, setStarsMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setStarsMissing(true);
    setSending(true);
    setFailure(null);
    try {
      onRated(await rateOrder(root.api, orderId, { stars, comment: comment.trim() }));
    } catch (error) {
      setFailure(errorText(error, codeText('rating_failed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tracking.rate')}</h2>
      <StarRating
        label={t('tracking.stars')}
        starLabel={(count) => t('tracking.star', { count })}
        value={stars}
        error={starsMissing ? t('tracking.chooseStars') : undefined}
        onChange={(chosen) => {
          setStars(chosen);
          setStarsMissing(false);
        }}
      />
      <TextField
        label={t('tracking.comment')}
        multiline
        rows={3}
        limit={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="sf-button" disabled={sending}>
        {sending ? t('tracking.sending') : t('tracking.send')}
      </button>
    </form>
  );
}
