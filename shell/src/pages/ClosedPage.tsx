import { observer } from 'mobx-react-lite';
import { ScreenFrame, formatPhone, isolateLtr, useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/** A `tel:` address from a stored phone (spaces and dashes dropped, a leading + kept). */
const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * `/closed`: where every route of a tenant whose website is disabled leads. It says how to reach the
 * restaurant all the same: its phone (a tel: link) and e-mail from the tenant's settings
 * (`general.contact_phone`, `general.contact_email`), each only when the tenant has one.
 */
export const ClosedPage = observer(function ClosedPage() {
  const { tenant, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const phone = tenant.setting('general.contact_phone')?.trim();
  const email = tenant.setting('general.contact_email')?.trim();
  return (
    <ScreenFrame title={t('screens.closed')}>
      <p>{tenant.setting(`language.${locale.locale}.closed_message`) ?? t('closedMessage', { name: tenant.siteName(locale.locale) })}</p>
      {(phone || email) && (
        <section aria-labelledby="closed-contact">
          <h2 id="closed-contact">{t('closedContact.heading')}</h2>
          <ul>
            {phone && (
              <li>
                <a href={telUrl(phone)}>{t('closedContact.call', { phone: formatPhone(phone) })}</a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`}>{t('closedContact.email', { email: isolateLtr(email) })}</a>
              </li>
            )}
          </ul>
        </section>
      )}
    </ScreenFrame>
  );
});
