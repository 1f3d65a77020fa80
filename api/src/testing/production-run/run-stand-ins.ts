import { startMoyasarStandIn, type MoyasarStandIn } from '../moyasar-stand-in';
import type { SiteverifyStandIn } from '../siteverify-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../smtp-stand-in';
import { startTurnstileStandIn } from '../turnstile-stand-in';
import { startUnifonicStandIn, type UnifonicStandIn } from '../unifonic-stand-in';

/** The outside providers of a production configuration, each its documented HTTP (or SMTP) API on the loopback interface. */
export interface RunStandIns {
  unifonic: UnifonicStandIn;
  moyasar: MoyasarStandIn;
  turnstile: SiteverifyStandIn;
  smtp: SmtpStandIn;
  close(): Promise<void>;
}

export const SMTP_ACCOUNT = { user: 'mailer', password: 'production-run-mail' };

export const startRunStandIns = async (): Promise<RunStandIns> => {
  const started: Array<{ close(): Promise<void> }> = [];
  const kept = <Server extends { close(): Promise<void> }>(server: Server): Server => {
    started.push(server);
    return server;
  };
  const close = async () => {
    await Promise.all(started.map((server) => server.close()));
  };
  try {
    const unifonic = kept(await startUnifonicStandIn());
    const moyasar = kept(await startMoyasarStandIn());
    const turnstile = kept(await startTurnstileStandIn());
    const smtp = kept(await startSmtpStandIn(SMTP_ACCOUNT));
    return { unifonic, moyasar, turnstile, smtp, close };
  } catch (error) {
    await close();
    throw error;
  }
};
