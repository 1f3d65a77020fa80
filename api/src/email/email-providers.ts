import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from './email-sender';
import { outboxEmailSender } from './outbox-email-sender';
import { smtpEmailSender, type SmtpSettings } from './smtp-email-sender';

/** What the real senders need from the environment; null when it was not given. */
export interface EmailSettings {
  smtp: SmtpSettings | null;
}

export const NO_EMAIL_SETTINGS: EmailSettings = { smtp: null };

/** The senders EMAIL_PROVIDER can name; a real provider is added here (docs/api.md, "E-mail"). */
export const EMAIL_PROVIDERS = {
  outbox: (db, clock) => outboxEmailSender(db, clock),
  smtp: (db, _clock, { smtp }) => {
    if (!smtp) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL and EMAIL_FROM');
    return smtpEmailSender(db, smtp);
  },
} satisfies Record<string, (db: Db, clock: Clock, settings: EmailSettings) => EmailSender>;
export type EmailProviderName = keyof typeof EMAIL_PROVIDERS;
