import { perRoot, type RootStore, type SessionStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { customerOf, never } from '../../customer-data';
import { fetchLedgerPage, type LedgerKind, type LedgerPage } from './ledger-calls';

/** Whose wallet or points. */
type LedgerKey = { customer: number | null; kind: LedgerKind };

/** The balance the page shows, as read on opening it. */
export interface LedgerBalance {
  balance: number;
  /** The wallet's smallest order it pays for (0: any; always 0 for points). */
  minOrderAmount: number;
}

/** The balance is the session's (the frame shows it too): read into it, then shown as read. */
const readBalance = async (session: SessionStore, kind: LedgerKind): Promise<LedgerBalance> => {
  await session.balances.load({ wallet: kind === 'wallet', points: kind === 'points' });
  return kind === 'wallet'
    ? { balance: session.balances.walletBalance, minOrderAmount: session.balances.walletMinOrderAmount }
    : { balance: session.balances.pointBalance, minOrderAmount: 0 };
};

/** The wallet's and the points' pages: the balance and the transaction log, one page at a time. */
export class LedgerStore {
  readonly balance: Resource<LedgerBalance, LedgerKey>;
  readonly entries: Resource<LedgerPage, LedgerKey>;
  /** The page of the log asked for last (the answer shown says which page it is). */
  private page = 1;

  constructor(private readonly root: RootStore) {
    this.balance = new Resource(({ kind }) => readBalance(root.session, kind), never);
    this.entries = new Resource(({ kind }, signal) => fetchLedgerPage(root.api, kind, this.page, signal), never);
  }

  /** Opens the page of `kind`: its balance and the log's first page, read again each time. Answers the stop. */
  follow(kind: LedgerKind): () => void {
    const key = { customer: customerOf(this.root), kind };
    this.page = 1;
    void this.balance.visit(key);
    void this.entries.visit(key);
    return () => {
      this.balance.cancel();
      this.entries.cancel();
    };
  }

  /** Another page of the log; the page shown stays until it comes (the answer: once it came, or was replaced). */
  goTo(page: number): Promise<void> {
    this.page = page;
    return this.entries.reload();
  }
}

export const ledgerOf = perRoot((root) => new LedgerStore(root));
