import { OPERATOR_SMS_FAILURES_PATH, smsFailureListResponseSchema, type SmsFailure } from '@storefront/shared/contracts';
import { operatorRequest, type OperatorTarget } from './operator-request';
import { shown } from './terminal-text';

/** The tenant's SMS a provider refused or did not answer in time (newest first). */
export const fetchSmsFailures = async (target: OperatorTarget): Promise<SmsFailure[]> =>
  (await operatorRequest(target, 'GET', OPERATOR_SMS_FAILURES_PATH, null, smsFailureListResponseSchema)).data;

/** One line per failed send, for the terminal. */
export const smsFailureLines = (tenant: string, failures: readonly SmsFailure[]): string =>
  failures.length === 0
    ? shown`no failed SMS for ${tenant}`
    : failures
        .map(
          (failure) =>
            shown`${failure.created_at} ${failure.provider} to ${failure.destination}: ${failure.error_code} ${failure.error_message}`,
        )
        .join('\n');
