import { createTransport } from 'nodemailer';
import type { NodemailerError } from 'nodemailer/lib/errors';
import type { Db } from '../db/db';
import { EmailNotSentError } from './email-not-sent-error';
import type { EmailSender } from './email-sender';
import { tenantSender } from './tenant-sender';

/** How long the SMTP client waits, in milliseconds (nodemailer's connectionTimeout, greetingTimeout, socketTimeout). */
export interface SmtpTimeouts {
  /** For the TCP (or TLS) connection to be made. */
  connection: number;
  /** For the server's greeting once connected. */
  greeting: number;
  /** Of silence in the middle of a conversation. */
  socket: number;
}

/** nodemailer's own defaults are 2 minutes, 30 seconds and 10 minutes: a dead server would hold a signup that long. */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 20_000 };

export interface SmtpSettings {
  /**
   * nodemailer's connection URL (https://nodemailer.com/smtp/): `smtps://user:pass@host:465` (TLS from
   * the start) or `smtp://user:pass@host:587` (STARTTLS when the server offers it); user and password
   * percent-encoded. Its query may set other options (`?tls.rejectUnauthorized=false`, timeouts).
   */
  url: string;
  /** The platform's sender address (EMAIL_FROM), for a tenant without `email.from_address`. */
  from: string;
  timeouts: SmtpTimeouts;
}

/**
 * Sends through an SMTP server with nodemailer, one connection per e-mail: From is the tenant's sender
 * (tenant-sender.ts), `Content-Language` the message's, with its text and HTML parts. Whatever the
 * server refuses, or a server that does not answer in time, throws an `EmailNotSentError`.
 */
export const smtpEmailSender = (db: Db, { url, from, timeouts }: SmtpSettings): EmailSender => {
  const transport = createTransport({
    url,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  return {
    send: async ({ tenantId, tenantTitle, to, locale, subject, text, html }) => {
      const sender = await tenantSender(db, { tenantId, tenantTitle }, from);
      try {
        await transport.sendMail({
          from: sender,
          // An address object is taken as one address, never parsed into a list.
          to: { name: '', address: to },
          subject,
          text,
          html,
          headers: { 'Content-Language': locale },
        });
      } catch (error) {
        throw new EmailNotSentError(error as NodemailerError);
      }
    },
  };
};
