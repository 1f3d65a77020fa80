import { observer } from 'mobx-react-lite';
import { useMoney } from '../format/use-money';
import { useNamespace } from '../i18n/use-namespace';
import { useStores } from '../stores/context';
import { OFFER_NAMESPACE, offerTexts } from '../ui/offer-texts';

/**
 * The followed offer's name ("Offer: Family chicken kabsa, 20% off": the title of the banner that advertises
 * it), or what it takes off while the banners are not here; null without an offer.
 */
export const useOfferName = (): string | null => {
  const { t } = useNamespace(OFFER_NAMESPACE, offerTexts);
  const money = useMoney();
  const root = useStores();
  const offer = root.orderDraft.draft.offer;
  if (!offer) return null;
  const title = root.content.banners.find((banner) => banner.offer?.code === offer.code)?.title[root.locale.locale];
  const off =
    offer.kind === 'percent'
      ? t('percent', { value: offer.value })
      : t('fixed', { amount: money(offer.value, root.tenant.country.currency) });
  return t('named', { name: title ?? off });
};

/** The followed offer's name as text (`useOfferName`), for a place that shows it as it is. */
export const OfferName = observer(function OfferName() {
  return <>{useOfferName()}</>;
});
