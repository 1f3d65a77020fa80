import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { displayTimeZone, Ltr, Notice, formatDate, useMoney, ScreenFrame, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { type LedgerKind } from './ledger-calls';
import { ledgerOf } from './ledger-store';
import { ResourceLoading } from '@storefront/shared/data';

/**
 * `/account/wallet` and `/account/points`: the balance (money with 2 decimals, points whole) and the
 * transaction log, one page at a time, newest first. The page reads its balance itself for every tenant:
 * the spec's rule (§6, balances only for tenants with the app-wallet / app-points page) is the frame's
 * background reading, not what the customer's own wallet or points page shows (docs/decisions/wallet-and-points-balances.md).
 */
export const LedgerPage = observer(function LedgerPage({ kind }: { kind: LedgerKind }) {
  const root = useStores();
  const { tenant } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const store = ledgerOf(root);
  useEffect(() => store.follow(kind), [store, kind]);
  // The balance shows once read, so an unread 0 never contradicts the log.
  const balance = store.balance.value;
  const { value: answer, state, error } = store.entries;
  const currency = tenant.country.currency;
  const timeZone = displayTimeZone(tenant.tenant.country);

  const show = (amount: number, signed = false) => (kind === 'wallet' ? money(amount, currency, { signed }) : points(amount, { signed }));
  return (
    <ScreenFrame title={t(kind === 'wallet' ? 'screens.wallet' : 'screens.points')}>
      {balance && (
        <p className="sf-card">
          {t(kind === 'wallet' ? 'ledgers.walletBalance' : 'ledgers.pointsBalance')}:{' '}
          <strong data-testid="balance">
            <span className="sf-ledger__amount">{show(balance.balance)}</span>
          </strong>
          {balance.minOrderAmount > 0 && <> — {t('ledgers.minOrder', { amount: money(balance.minOrderAmount, currency) })}</>}
        </p>
      )}
      <h2>{t('ledgers.history')}</h2>
      {!answer && state !== 'failed' && <ResourceLoading what={`${kind} log`} resource={store.entries} label={t('ui.loading')} />}
      {error !== null && <Notice kind="alert">{t('ledgers.failed')}</Notice>}
      {answer && answer.data.length === 0 && <p>{t('ledgers.empty')}</p>}
      {answer && answer.data.length > 0 && (
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
                    {/* The reference (an order number, a code) is its own left-to-right run after the separator:
                        unisolated, "#1002" took the separator with it and was drawn before it in Arabic. */}
                    {entry.reference && (
                      <>
                        {' · '}
                        <Ltr>{entry.reference}</Ltr>
                      </>
                    )}
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
              <button
                type="button"
                className="sf-button sf-button--secondary"
                disabled={answer.meta.current_page <= 1}
                onClick={() => store.goTo(answer.meta.current_page - 1)}
              >
                {t('ledgers.previous')}
              </button>
              <span>{t('ledgers.pageOf', { page: answer.meta.current_page, pages: answer.meta.last_page })}</span>
              <button
                type="button"
                className="sf-button sf-button--secondary"
                disabled={answer.meta.current_page >= answer.meta.last_page}
                onClick={() => store.goTo(answer.meta.current_page + 1)}
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
