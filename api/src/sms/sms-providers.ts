import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { failureRecordingSmsSender } from './failure-recording-sms-sender';
import { outboxSmsSender } from './outbox-sms-sender';
import { tenantSenderNames } from './sender-names';
import type { SmsSender } from './sms-sender';
import { twilioSmsSender, type TwilioSettings } from './twilio-sms-sender';
import { unifonicSmsSender, type UnifonicSettings } from './unifonic-sms-sender';

/** The real providers' credentials and the platform's sender name (from the environment, api/src/config.ts). */
export interface SmsSettings {
  /** SMS_SENDER_NAME: the sender name of every tenant without its own `sms.sender_name`. */
  senderName: string | null;
  unifonic: UnifonicSettings | null;
  twilio: TwilioSettings | null;
}

export const NO_SMS_SETTINGS: SmsSettings = { senderName: null, unifonic: null, twilio: null };

const configured = <T>(settings: T | null, name: string): T => {
  if (!settings) throw new Error(`SMS_PROVIDER=${name} needs its credentials (docs/api.md, "SMS")`);
  return settings;
};

type SmsProviderFactory = (db: Db, clock: Clock, settings: SmsSettings) => SmsSender;

/** The senders SMS_PROVIDER can name (docs/api.md, "SMS"); the real ones record every failed send. */
export const SMS_PROVIDERS = {
  outbox: (db, clock) => outboxSmsSender(db, clock),
  unifonic: (db, clock, settings) =>
    failureRecordingSmsSender(unifonicSmsSender(configured(settings.unifonic, 'unifonic'), tenantSenderNames(db, settings.senderName)), {
      db,
      clock,
      provider: 'unifonic',
    }),
  twilio: (db, clock, settings) =>
    failureRecordingSmsSender(twilioSmsSender(configured(settings.twilio, 'twilio'), tenantSenderNames(db, settings.senderName)), {
      db,
      clock,
      provider: 'twilio',
    }),
} satisfies Record<string, SmsProviderFactory>;
export type SmsProviderName = keyof typeof SMS_PROVIDERS;
