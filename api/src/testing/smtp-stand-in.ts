import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/**
 * An SMTP server on the loopback interface, standing in for a mail provider in the api tests: a real
 * SMTP conversation (smtp-server, nodemailer's own server) that asks for AUTH with one user and
 * password, answers 550 to RCPT TO for the addresses a test refuses, and parses every message it
 * takes with mailparser. No STARTTLS: the tests speak plain `smtp://` to 127.0.0.1.
 */

export interface ReceivedEmail {
  /** The user that logged in (AUTH) for this message. */
  user: string;
  /** MAIL FROM and RCPT TO of the SMTP envelope. */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

export interface SmtpStandIn {
  /** `smtp://user:password@127.0.0.1:<port>`, nodemailer's URL form. */
  url: string;
  /** Answers 550 to RCPT TO for this address from now on. */
  refuse(address: string): void;
  /** The next message not read yet: one already taken, or the next one to arrive. */
  nextEmail(): Promise<ReceivedEmail>;
  /** How many messages arrived that no `nextEmail` has read. */
  unread(): number;
  /** Holds every message's DATA from now on until the answer is called: a slow mail server. */
  hold(): () => void;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number): SMTPServerError => Object.assign(new Error(message), { responseCode });

const listening = (server: Pick<Server, 'address'>): number => (server.address() as AddressInfo).port;

export const startSmtpStandIn = async ({ user, password }: { user: string; password: string }): Promise<SmtpStandIn> => {
  const refused = new Set<string>();
  let held: Promise<void> = Promise.resolve();
  const inbox: ReceivedEmail[] = [];
  const waiting: Array<(email: ReceivedEmail) => void> = [];
  const deliver = (email: ReceivedEmail): void => {
    const reader = waiting.shift();
    if (reader) reader(email);
    else inbox.push(email);
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onAuth: (auth, _session, callback) => {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(smtpError('Invalid username or password', 535));
    },
    onRcptTo: (address, _session, callback) => {
      if (refused.has(address.address.toLowerCase())) callback(smtpError(`No such user here: ${address.address}`, 550));
      else callback();
    },
    onData: (stream, session, callback) => {
      held
        .then(() => simpleParser(stream))
        .then((mail) => {
          const from = session.envelope.mailFrom;
          deliver({
            user: String(session.user),
            envelope: { from: from ? from.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
            mail,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${listening(server.server)}`,
    refuse: (address) => refused.add(address.toLowerCase()),
    nextEmail: () => {
      const read = inbox.shift();
      return read ? Promise.resolve(read) : new Promise((resolve) => waiting.push(resolve));
    },
    unread: () => inbox.length,
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A server that takes TCP connections and never says a word: what a hung mail server looks like. */
export const startSilentSmtpServer = async (): Promise<{ url: string; connections: () => number; close(): Promise<void> }> => {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://user:password@127.0.0.1:${listening(server)}`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
