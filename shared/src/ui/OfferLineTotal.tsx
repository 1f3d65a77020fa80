import { observer } from 'mobx-react-lite';
import { useMoney } from '../format/use-money';
import { useNamespace } from '../i18n/use-namespace';
import { useStores } from '../stores/context';
import { offerQuoteOf } from '../stores/offer-quote-store';
import { OFFER_NAMESPACE, offerTexts } from './offer-texts';

/**
 * A cart line's total; a line of the followed offer's dish, once the api accepted the offer for the
 * cart (`offerQuoteOf`), at its offer price with the old total struck through.
 */
export const OfferLineTotal = observer(function OfferLineTotal({
  line,
  currency,
  className,
}: {
  line: { item_id: number; total: number };
  currency: string;
  className?: string;
}) {
  const { t } = useNamespace(OFFER_NAMESPACE, offerTexts);
  const money = useMoney();
  const offered = offerQuoteOf(useStores()).lineTotal(line);
  if (offered === null) return <span className={className}>{money(line.total, currency)}</span>;
  return (
    <span className={`${className ?? ''} sf-offer-price`}>
      <ins>
        <span className="sf-visually-hidden">{t('now')} </span>
        {money(offered, currency)}
      </ins>{' '}
      <del>
        <span className="sf-visually-hidden">{t('was')} </span>
        {money(line.total, currency)}
      </del>
    </span>
  );
});

/**
 * The followed offer's name ("Offer: Family chicken kabsa, 20% off": its banner's title), or what it
 * takes off while the banners are not here; null without an offer.
 */
export const useOfferName = (): string | null => {
  const { t } = useNamespace(OFFER_NAMESPACE, offerTexts);
  const money = useMoney();
  const root = useStores();
  const offer = root.orderDraft.draft.offer;
  if (!offer) return null;
  const title = offerQuoteOf(root).name(root.locale.locale);
  const off =
    offer.kind === 'percent'
      ? t('percent', { value: offer.value })
      : t('fixed', { amount: money(offer.value, root.tenant.country.currency) });
  return t('named', { name: title ?? off });
};
