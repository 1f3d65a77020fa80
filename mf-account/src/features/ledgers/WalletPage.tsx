import { LedgerPage } from './LedgerPage';

/** `/account/wallet`. */
export const WalletPage = () => <LedgerPage kind="wallet" />;
