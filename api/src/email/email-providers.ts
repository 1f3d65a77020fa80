import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from './email-sender';
import { outboxEmailSender } from './outbox-email-sender';

/** The senders EMAIL_PROVIDER can name; a real provider is added here (docs/api.md). */
export const EMAIL_PROVIDERS = { outbox: outboxEmailSender } satisfies Record<string, (db: Db, clock: Clock) => EmailSender>;
export type EmailProviderName = keyof typeof EMAIL_PROVIDERS;
