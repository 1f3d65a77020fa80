import { Notice, useApiText, useStores } from '@storefront/shared';
import { RatingForm } from '@storefront/shared/forms';
import type { WaitingEntry } from '@storefront/shared/contracts';
import { useErrorText, useWaitingTexts } from '../../texts';
import { entryStoreOf } from './entry-store';

/** Rating the wait once it ended seated or cancelled: stars and a comment ("Can't add rate." when refused). */
export function EntryRating({ entry }: { entry: WaitingEntry }) {
  const store = entryStoreOf(useStores());
  const { t } = useWaitingTexts();
  const errorText = useErrorText();
  const { codeText } = useApiText();
  if (entry.rating) return <Notice kind="status">{t('entry.thanks')}</Notice>;
  return (
    <div className="wl-dialog">
      <RatingForm
        texts={{
          title: t('entry.rate'),
          send: t('entry.send'),
        }}
        send={async ({ stars, comment }) => void (await store.rate(stars, comment))}
        failureText={(error) => errorText(error, codeText('rating_failed'))}
      />
    </div>
  );
}
