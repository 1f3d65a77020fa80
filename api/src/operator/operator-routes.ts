import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PhotoStore } from '../emenu/feedback/photo-store';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Realtime } from '../realtime/realtime';
import type { SmsSender } from '../sms/sms-sender';
import type { TenantScope } from '../tenancy/scopes';
import { operatorBranchRoutes } from './operator-branch-route';
import { operatorDineInRoutes } from './operator-dine-in-routes';
import { operatorEventsRoutes } from './operator-events-route';
import { operatorFeedbackRoutes } from './operator-feedback-routes';
import { operatorMenuItemRoutes } from './operator-menu-item-route';
import { operatorOfferRoutes } from './operator-offer-route';
import { operatorOrderRoutes } from './operator-order-routes';
import { operatorPaymentIncidentsRoutes } from './operator-payment-incidents-route';
import { operatorSettingsRoutes } from './operator-settings-route';
import { operatorSmsFailuresRoutes } from './operator-sms-failures-route';
import type { WaitingNotices } from '../waiting-list/waiting-notices';
import { operatorWaitingRoutes } from './operator-waiting-routes';

/** The restaurant side (events, branches, menu items, dine-in, orders, payment incidents, SMS failures, waiting list, feedback, settings, offers). Register in the operator scope. */
export const operatorRoutes = async (
  scope: TenantScope,
  {
    db,
    realtime,
    clock,
    invalidateAnswers,
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
    waitingNotices: WaitingNotices;
    photos: PhotoStore;
  },
): Promise<void> => {
  await scope.register(operatorEventsRoutes, { realtime, invalidateAnswers });
  await scope.register(operatorBranchRoutes, { db, realtime, clock, invalidateAnswers });
  await scope.register(operatorMenuItemRoutes, { db, realtime, invalidateAnswers });
  await scope.register(operatorDineInRoutes, { db, realtime, clock });
  await scope.register(operatorOrderRoutes, { db, realtime, clock, provider, sms });
  await scope.register(operatorPaymentIncidentsRoutes, { db });
  await scope.register(operatorSmsFailuresRoutes, { db });
  await scope.register(operatorWaitingRoutes, { db, clock, notices: waitingNotices });
  await scope.register(operatorFeedbackRoutes, { db, clock, photos });
  await scope.register(operatorSettingsRoutes, { db, invalidateAnswers });
  await scope.register(operatorOfferRoutes, { db, invalidateAnswers });
};
