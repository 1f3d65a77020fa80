import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '@storefront/shared';
import { useAccountTexts } from '../../texts';

/** The customer's own referral code, to share. */
export const ReferralShare = observer(function ReferralShare() {
  const { session } = useStores();
  const { t } = useAccountTexts();
  const [copied, setCopied] = useState(false);
  const code = session.customer?.referral_code;
  if (!code) return null;
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="sf-card" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title">{t('profile.shareTitle')}</h2>
      <p>{t('profile.shareText')}</p>
      <p>
        <strong dir="ltr" data-testid="own-referral-code">
          {code}
        </strong>{' '}
        <button type="button" className="sf-link-button" onClick={copy}>
          {t('profile.copy')}
        </button>{' '}
        {copied && <span role="status">{t('profile.copied')}</span>}
      </p>
    </section>
  );
});
