import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { maskedNumber } from './masked-number';
import { SmsNotSentError } from './sms-not-sent';
import { recordSmsFailure } from './sms-failure-repository';
import type { SmsSender } from './sms-sender';

/**
 * A real provider's sender whose every failed send is kept in `sms_failures` (the operator's list)
 * before it is thrown on; the text is not kept (it may hold a login code), the number only masked.
 */
export const failureRecordingSmsSender = (
  sender: SmsSender,
  { db, clock, provider }: { db: Db; clock: Clock; provider: string },
): SmsSender => ({
  send: async (message) => {
    try {
      await sender.send(message);
    } catch (error) {
      const failure = error instanceof SmsNotSentError ? error : new SmsNotSentError(provider, 'error', (error as Error).message);
      await recordSmsFailure(db, {
        tenantId: message.tenantId,
        provider: failure.provider,
        errorCode: failure.errorCode.slice(0, 100),
        errorMessage: failure.message.slice(0, 500),
        destination: maskedNumber(message.to),
        createdAt: clock(),
      });
      throw failure;
    }
  },
});
