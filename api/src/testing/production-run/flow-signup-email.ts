import { ACCOUNT_AUTH_PATHS } from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import type { ReceivedEmail } from '../smtp-stand-in';
import type { RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';
import { newMobile, sendCodeThroughUnifonic } from './sms-code';

const EMAIL_WAIT_MS = 5000;

/** A new customer signs up by e-mail (with the code texted to their mobile); the welcome e-mail reaches the SMTP server. */
export const signupGetsWelcomeEmail = async (context: RunContext): Promise<void> => {
  const mobile = newMobile();
  const email = `run-${mobile}@customers.example`;
  const code = await sendCodeThroughUnifonic(context, mobile, 'signup-code');
  const signedUp = await callApi(context.proxyUrl, ACCOUNT_AUTH_PATHS.signup, {
    headers: storefront(SUFRA),
    body: { name: 'Production Run', email, password: 'run-password-1', country_code: 'SA', mobile, code },
  });
  expectStatus('signing up', signedUp, 201);
  let timer: NodeJS.Timeout | undefined;
  const welcome = await Promise.race([
    context.standIns.smtp.nextEmail(),
    new Promise<ReceivedEmail>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no e-mail reached the SMTP server within ${EMAIL_WAIT_MS / 1000} s of the signup`)),
        EMAIL_WAIT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (!welcome.envelope.to.includes(email))
    throw new Error(`the e-mail after the signup went to ${welcome.envelope.to.join(', ')}, not ${email}`);
  if (!`${welcome.mail.subject ?? ''} ${welcome.mail.text ?? ''}`.includes(SUFRA.title.en))
    throw new Error(`the welcome e-mail does not name ${SUFRA.title.en}: ${welcome.mail.subject}`);
};
