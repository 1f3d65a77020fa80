import { observer } from 'mobx-react-lite';
import { useMoney } from '../format/use-money';
import { useNamespace } from '../i18n/use-namespace';
import { useStores } from '../stores/context';
import { OFFER_NAMESPACE, offerTexts } from '../ui/offer-texts';
import { offerQuoteOf } from './offer-quote-store';

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
