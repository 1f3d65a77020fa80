import { useId, useState } from 'react';
import { Notice, useTranslation } from '@storefront/shared';
import { NoteField } from './NoteField';
import { StarRating } from './StarRating';

/** The words of a rating form that depend on what is rated, in the screen's language; the rest are `common:rating.*`. */
export interface RatingFormTexts {
  title: string;
  send: string;
}

/**
 * Rating something once (an order, a wait): 1-5 stars and an optional comment (≤ 500). `send` makes
 * the call; a refusal shows `failureText(error)` ("Can't add rate.") and the form stays as typed.
 */
export function RatingForm({
  texts,
  send,
  failureText,
}: {
  texts: RatingFormTexts;
  send: (rating: { stars: number; comment: string }) => Promise<void>;
  failureText: (error: unknown) => string;
}) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [starsMissing, setStarsMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const { t } = useTranslation('common');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setStarsMissing(true);
    setSending(true);
    setFailure(null);
    try {
      await send({ stars, comment: comment.trim() });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <StarRating
        label={t('rating.stars')}
        starLabel={(count) => t('rating.star', { count })}
        value={stars}
        error={starsMissing ? t('rating.chooseStars') : undefined}
        onChange={(chosen) => {
          setStars(chosen);
          setStarsMissing(false);
        }}
      />
      <NoteField label={t('rating.comment')} value={comment} onChange={(event) => setComment(event.target.value)} />
      {failure && <Notice kind="alert">{failure}</Notice>}
      <button type="submit" className="sf-button" disabled={sending}>
        {sending ? t('rating.sending') : texts.send}
      </button>
    </form>
  );
}
