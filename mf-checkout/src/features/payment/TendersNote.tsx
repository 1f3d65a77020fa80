import { displayTimeZone, type OrderTenders } from '@storefront/shared/contracts';
import { formatTime, joinList, useMoney, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { useCheckoutTexts } from '../../texts';

/** What became of the wallet and points of an unpaid order: held for the retry until a time, or given back. */
export function TendersNote({ tenders, currency }: { tenders: OrderTenders; currency: string }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const locale = root.locale.locale;
  const money = useMoney();
  const points = usePoints();
  const what = joinList(
    [
      tenders.wallet > 0 ? t('payment.walletPart', { amount: money(tenders.wallet, currency) }) : null,
      tenders.points > 0 ? t('payment.pointsPart', { count: tenders.points, points: points(tenders.points) }) : null,
    ],
    locale,
  );
  if (tenders.state === 'returned') return <p>{t('payment.tendersReturned', { what })}</p>;
  if (tenders.state !== 'held' || tenders.held_until === null) return null;
  const time = formatTime(new Date(tenders.held_until), locale, displayTimeZone(root.tenant.tenant.country));
  return <p>{t('payment.tendersHeld', { what, time })}</p>;
}
