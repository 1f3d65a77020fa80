import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { outboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';

/** The senders SMS_PROVIDER can name; a real provider is added here (docs/api.md). */
export const SMS_PROVIDERS = { outbox: outboxSmsSender } satisfies Record<string, (db: Db, clock: Clock) => SmsSender>;
export type SmsProviderName = keyof typeof SMS_PROVIDERS;
