import { SUFRA } from '../../seed/tenants/sufra';
import { MOYASAR_TEST_KEYS } from '../moyasar-stand-in';
import { runOperatorCli } from './operator-cli';
import type { RunContext } from './run-context';

/** The restaurant connects its own Moyasar account (the stand-in's test keys) with the operator CLI, through nginx. */
export const switchSufraToMoyasar = async (context: RunContext): Promise<void> => {
  const keys = MOYASAR_TEST_KEYS;
  const result = await runOperatorCli(
    context.root,
    [
      'payments',
      'set',
      '--tenant',
      SUFRA.name,
      '--provider',
      'moyasar',
      '--publishable-key',
      keys.publishableKey,
      '--secret-key',
      keys.secretKey,
      '--webhook-secret',
      keys.webhookSecret,
    ],
    { API_URL: context.proxyUrl, OPERATOR_KEY: SUFRA.operatorKey },
  );
  const printed = `${result.stdout}${result.stderr}`.trim();
  if (result.code !== 0) throw new Error(`npm run ops -- payments set exited ${result.code}: ${printed}`);
  if (!printed.includes(`payment provider of ${SUFRA.name} is moyasar`))
    throw new Error(`npm run ops -- payments set did not say Sufra pays through Moyasar: ${printed}`);
};
