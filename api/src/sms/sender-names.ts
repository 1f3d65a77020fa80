import { SMS_SENDER_NAME_SETTING } from '@storefront/shared/contracts';
import { settingValue } from '../content/settings-repository';
import type { Db } from '../db/db';

/** The name a tenant's SMS come from: its own `sms.sender_name` setting, else the platform's (SMS_SENDER_NAME). */
export type SenderNames = (tenantId: number) => Promise<string | null>;

export const tenantSenderNames =
  (db: Db, platformName: string | null): SenderNames =>
  async (tenantId) =>
    (await settingValue(db, tenantId, SMS_SENDER_NAME_SETTING)) || platformName;
