import type { NodemailerError } from 'nodemailer/lib/errors';

/**
 * An e-mail the provider did not take: a refusal (a 5xx to RCPT TO, a failed login), a server that
 * did not answer in time, a connection that failed. Carries what nodemailer said of it (its code, the
 * SMTP command and reply) and nothing else: never the message's text nor the credentials.
 */
export class EmailNotSentError extends Error {
  override readonly name = 'EmailNotSentError';
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly command: string | undefined;
  /** True when the server refused for good (5xx): sending the same again would be refused again. */
  readonly permanent: boolean;

  constructor(failure: NodemailerError) {
    const step = failure.timeoutType ?? failure.command;
    super(`e-mail not sent (${[failure.code ?? 'error', step].filter(Boolean).join(', ')}): ${failure.message}`);
    this.code = failure.code;
    this.responseCode = failure.responseCode;
    this.command = failure.command;
    this.permanent = failure.permanent === true;
  }
}
