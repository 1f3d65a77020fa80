import { LedgerPage } from './LedgerPage';

/** `/account/points`. */
export const PointsPage = () => <LedgerPage kind="points" />;
