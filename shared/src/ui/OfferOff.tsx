import { observer } from 'mobx-react-lite';
import { firstTimeZone, formatDate, type BannerOffer } from '../contracts';
import { useMoney } from '../format/use-money';
import { useNamespace } from '../i18n/use-namespace';
import { useStores } from '../stores/context';
import { OFFER_NAMESPACE, offerTexts } from './offer-texts';

/** `ends_at` is the first moment it no longer applies (a midnight ends the day before). */
const lastMomentOf = (endsAt: string): Date => new Date(new Date(endsAt).getTime() - 1);

/**
 * What an offer takes off ("20% off", "SAR 10.00 off"), and with `until` the last day it applies,
 * written from the offer itself: a banner's promise and the discount the checkout applies are one record.
 */
export const OfferOff = observer(function OfferOff({
  offer,
  currency,
  until = false,
  className = 'sf-badge',
}: {
  offer: Pick<BannerOffer, 'kind' | 'value' | 'ends_at'>;
  currency: string;
  until?: boolean;
  className?: string;
}) {
  const { t } = useNamespace(OFFER_NAMESPACE, offerTexts);
  const money = useMoney();
  const { tenant } = useStores();
  const off = offer.kind === 'percent' ? t('percent', { value: offer.value }) : t('fixed', { amount: money(offer.value, currency) });
  const text =
    until && offer.ends_at ? t('until', { off, day: formatDate(lastMomentOf(offer.ends_at), firstTimeZone(tenant.tenant.country)) }) : off;
  return <span className={className}>{text}</span>;
});
