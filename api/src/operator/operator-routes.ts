import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PhotoStore } from '../emenu/feedback/photo-store';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Realtime } from '../realtime/realtime';
import type { SmsSender } from '../sms/sms-sender';
import { tenantScopeCheckedBy } from '../tenancy/scopes';
import { registerOperatorBranchRoute } from './operator-branch-route';
import { registerOperatorDineInRoutes } from './operator-dine-in-routes';
import { operatorKeyAuth } from './operator-key-auth';
import type { OperatorKeyCheck } from './operator-key-check';
import { registerOperatorEventsRoute } from './operator-events-route';
import { registerOperatorFeedbackRoutes } from './operator-feedback-routes';
import { registerOperatorMenuItemRoute } from './operator-menu-item-route';
import { registerOperatorOfferRoute } from './operator-offer-route';
import { registerOperatorOrderRoutes } from './operator-order-routes';
import { registerOperatorPaymentIncidentsRoute } from './operator-payment-incidents-route';
import { registerOperatorSettingsRoute } from './operator-settings-route';
import type { WaitingNotices } from '../waiting-list/waiting-notices';
import { registerOperatorWaitingRoutes } from './operator-waiting-routes';

/** The restaurant side: a tenant scope checked by x-tenant + x-operator-key. Register as a plugin. */
export const operatorRoutes = ({
  db,
  realtime,
  clock,
  invalidateAnswers,
  operatorKeys,
  waitingNotices,
  photos,
  provider,
  sms,
}: {
  db: Db;
  provider: PaymentProvider;
  sms: SmsSender;
  realtime: Realtime;
  clock: Clock;
  invalidateAnswers: InvalidateAnswers;
  operatorKeys: OperatorKeyCheck;
  waitingNotices: WaitingNotices;
  photos: PhotoStore;
}) =>
  tenantScopeCheckedBy(operatorKeyAuth(operatorKeys), async (scope) => {
    registerOperatorEventsRoute(scope, { realtime, invalidateAnswers });
    registerOperatorBranchRoute(scope, { db, realtime, clock, invalidateAnswers });
    registerOperatorMenuItemRoute(scope, { db, realtime, invalidateAnswers });
    registerOperatorDineInRoutes(scope, { db, realtime, clock });
    registerOperatorOrderRoutes(scope, { db, realtime, clock, provider, sms });
    registerOperatorPaymentIncidentsRoute(scope, { db });
    registerOperatorWaitingRoutes(scope, { db, clock, notices: waitingNotices });
    registerOperatorFeedbackRoutes(scope, { db, clock, photos });
    registerOperatorSettingsRoute(scope, { db, invalidateAnswers });
    registerOperatorOfferRoute(scope, { db, invalidateAnswers });
  });
