import { SmsNotSentError } from './sms-not-sent';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * Sends a notice whose failure must not undo what it tells of (a confirmed reservation, a called
 * party): answers whether it went. A provider's refusal is already in the operator's list of failed
 * sends; any other error is thrown on.
 */
export const sendOrRecorded = async (sms: SmsSender, message: SmsMessage): Promise<boolean> => {
  try {
    await sms.send(message);
    return true;
  } catch (error) {
    if (error instanceof SmsNotSentError) return false;
    throw error;
  }
};
