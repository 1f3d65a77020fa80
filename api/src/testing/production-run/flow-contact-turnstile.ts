import { FRAME_PATHS, humanCheckChallengeResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import { WIDGET_TOKEN_PATH } from '../human-check-widget-stand-in';
import type { RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';

/**
 * A visitor sends Sufra a contact message: the api asks for Turnstile's widget (the stand-in's script),
 * the widget's token comes from the stand-in as the browser's widget gets it, and the api checks it with
 * siteverify once.
 */
export const contactMessageThroughTurnstile = async (context: RunContext): Promise<void> => {
  const { turnstile } = context.standIns;
  const asked = await callApi(context.proxyUrl, FRAME_PATHS.humanCheck, { headers: storefront(SUFRA) });
  expectStatus('asking for the human check', asked, 200);
  const challenge = humanCheckChallengeResponseSchema.parse(asked.body).data;
  if (challenge.kind !== 'widget' || challenge.provider !== 'turnstile' || challenge.script_url !== turnstile.scriptUrl)
    throw new Error(`the human check is not the Turnstile stand-in's widget: ${JSON.stringify(challenge)}`);
  const issued = await fetch(`${turnstile.url}${WIDGET_TOKEN_PATH}?sitekey=${encodeURIComponent(challenge.site_key)}`, { method: 'POST' });
  const { token } = (await issued.json()) as { token?: string };
  if (!token) throw new Error(`the Turnstile stand-in gave no token for the site key ${challenge.site_key} (${issued.status})`);
  const before = turnstile.verifications().length;
  const sent = await callApi(context.proxyUrl, FRAME_PATHS.contactMessages, {
    headers: storefront(SUFRA),
    body: {
      name: 'Production Run',
      email: 'visitor@customers.example',
      country_code: 'SA',
      mobile: '551234567',
      message: 'Do you cater for weddings?',
      human_check: { key: challenge.key, answer: token },
    },
  });
  expectStatus('sending the contact message with the Turnstile token', sent, 201);
  if (turnstile.verifications().length !== before + 1)
    throw new Error(`the api asked Turnstile's siteverify ${turnstile.verifications().length - before} times for one message, not once`);
};
