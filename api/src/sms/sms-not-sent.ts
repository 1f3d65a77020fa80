/**
 * A text message a provider refused, answered with a 5xx, or did not answer in time: recorded in
 * `sms_failures` and thrown on (the login answers 502 `otp_not_sent` then).
 */
export class SmsNotSentError extends Error {
  constructor(
    readonly provider: string,
    /** The provider's own code (`ER-04`, `21211`), `timeout`, `unreachable` or `http_<status>`. */
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsNotSentError';
  }
}
