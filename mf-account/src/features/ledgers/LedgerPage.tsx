import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { displayTimeZone, Notice, formatDate, useMoney, ScreenFrame, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import '../ui/account.css';
import { useAccountTexts } from '../../texts';
import { fetchLedgerPage, type LedgerKind, type LedgerPage as Page } from './ledger-calls';

/**
 * `/account/wallet` and `/account/points`: the balance (money with 2 decimals, points whole) and the
 * transaction log, one page at a time, newest first. The page reads its balance itself for every tenant:
 * the spec's rule (§6, balances only for tenants with the app-wallet / app-points page) is the frame's
 * background reading, not what the customer's own wallet or points page shows (docs/decisions.md).
 */
export const LedgerPage = observer(function LedgerPage({ kind }: { kind: LedgerKind }) {
  const root = useStores();
  const { session, tenant } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const [balanceRead, setBalanceRead] = useState(false);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page | 'failed' | null>(null);
  const currency = tenant.country.currency;
  const timeZone = displayTimeZone(tenant.tenant.country);

  // Read on opening the page; shown once read, so an unread 0 never contradicts the log.
  useEffect(() => {
    let live = true;
    setBalanceRead(false);
    void session.loadBalances({ wallet: kind === 'wallet', points: kind === 'points' }).then(() => live && setBalanceRead(true));
    return () => {
      live = false;
    };
  }, [session, kind]);

  useEffect(() => {
    let live = true;
    fetchLedgerPage(root.api, kind, page).then(
      (next) => live && setAnswer(next),
      () => live && setAnswer('failed'),
    );
    return () => {
      live = false;
    };
  }, [root.api, kind, page]);

  const show = (amount: number, signed = false) => (kind === 'wallet' ? money(amount, currency, { signed }) : points(amount, { signed }));
  return (
    <ScreenFrame title={t(kind === 'wallet' ? 'screens.wallet' : 'screens.points')}>
      {balanceRead && (
        <p className="sf-card">
          {t(kind === 'wallet' ? 'ledgers.walletBalance' : 'ledgers.pointsBalance')}:{' '}
          <strong data-testid="balance">
            <span className="sf-ledger__amount">{show(kind === 'wallet' ? session.walletBalance : session.pointBalance)}</span>
          </strong>
          {kind === 'wallet' && session.walletMinOrderAmount > 0 && (
            <> — {t('ledgers.minOrder', { amount: money(session.walletMinOrderAmount, currency) })}</>
          )}
        </p>
      )}
      <h2>{t('ledgers.history')}</h2>
      {answer === null && <p role="status">{t('ui.loading')}</p>}
      {answer === 'failed' && <Notice kind="alert">{t('ledgers.failed')}</Notice>}
      {answer && answer !== 'failed' && answer.data.length === 0 && <p>{t('ledgers.empty')}</p>}
      {answer && answer !== 'failed' && answer.data.length > 0 && (
        <>
          <table className="sf-ledger">
            <caption className="sf-visually-hidden">{t('ledgers.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ledgers.date')}</th>
                <th scope="col">{t('ledgers.details')}</th>
                <th scope="col">{t('ledgers.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(new Date(entry.created_at), timeZone)}</td>
                  <td>
                    {t(`ledgers.reasons.${entry.reason_code}`)}
                    {entry.reference && <span dir="auto"> · {entry.reference}</span>}
                    {locale === 'en' && entry.reason_code === 'other' && <> · {entry.reason}</>}
                  </td>
                  <td>
                    <span className="sf-ledger__amount">{show(entry.amount, true)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.meta.last_page > 1 && (
            <nav aria-label={t('ledgers.pages')} className="sf-pager">
              <button type="button" className="sf-button sf-button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('ledgers.previous')}
              </button>
              <span>{t('ledgers.pageOf', { page: answer.meta.current_page, pages: answer.meta.last_page })}</span>
              <button
                type="button"
                className="sf-button sf-button--secondary"
                disabled={page >= answer.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                {t('ledgers.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </ScreenFrame>
  );
});
