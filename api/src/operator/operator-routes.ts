import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PhotoStore } from '../emenu/feedback/photo-store';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { SecretsKeys } from '../payments/credentials-seal';
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
import { operatorPaymentProviderRoutes } from './operator-payment-provider-routes';
import { operatorSettingsRoutes } from './operator-settings-route';
import { operatorSmsFailuresRoutes } from './operator-sms-failures-route';
import type { WaitingNotices } from '../waiting-list/waiting-notices';
import { operatorWaitingRoutes } from './operator-waiting-routes';

/** The restaurant side (events, branches, menu items, dine-in, orders, payment incidents and provider, SMS failures, waiting list, feedback, settings, offers). Register in the operator scope. */
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
    secrets,
  }: {
    db: Db;
    provider: PaymentProvider;
    sms: SmsSender;
    realtime: Realtime;
    clock: Clock;
    invalidateAnswers: InvalidateAnswers;
    waitingNotices: WaitingNotices;
    photos: PhotoStore;
    /** SECRETS_KEY (and SECRETS_KEY_PREVIOUS): null, tenants cannot set a provider of their own. */
    secrets: SecretsKeys | null;
  },
): Promise<void> => {
  await scope.register(operatorEventsRoutes, { realtime, invalidateAnswers });
  await scope.register(operatorBranchRoutes, { db, realtime, clock, invalidateAnswers });
  await scope.register(operatorMenuItemRoutes, { db, realtime, invalidateAnswers });
  await scope.register(operatorDineInRoutes, { db, realtime, clock });
  await scope.register(operatorOrderRoutes, { db, realtime, clock, provider, sms });
  await scope.register(operatorPaymentIncidentsRoutes, { db });
  await scope.register(operatorPaymentProviderRoutes, { db, clock, secrets });
  await scope.register(operatorSmsFailuresRoutes, { db });
  await scope.register(operatorWaitingRoutes, { db, clock, notices: waitingNotices });
  await scope.register(operatorFeedbackRoutes, { db, clock, photos });
  await scope.register(operatorSettingsRoutes, { db, invalidateAnswers });
  await scope.register(operatorOfferRoutes, { db, invalidateAnswers });
};
