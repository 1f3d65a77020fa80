import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAYMENT_SETTINGS } from '../payments/payment-providers';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { operatorOutput } from './operator-output';

const README = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The operator commands the README gives, as `node api/dist/cli/operator.js ...` or `npm run ops -- ...`. */
const readmeCommands = (text: string): string[][] =>
  [...text.matchAll(/`(?:node api\/dist\/cli\/operator\.js|npm run ops --) ([^`]+)`/g)].map((match) =>
    [...match[1]!.matchAll(/'([^']*)'|(\S+)/g)].map((word) => word[1] ?? word[2]!),
  );

/** What each command of the README prints on a fresh start, by its first words; a command the README gains needs its line here. */
const PRINTS: [string, RegExp][] = [
  [
    'dine-in move --tenant sufra --session sufra-olaya-t5 --table 107',
    /^session sufra-olaya-t5 of sufra is open at table T7 \(id 107, Terrace\) of Sufra - Olaya$/,
  ],
  ['waiting call --tenant sufra --branch 1 --area 1', /^entry \d+ \(\S.*, party of \d+\) of sufra is called: your turn now$/],
  [
    'waiting line --tenant sufra --branch 1',
    /^waiting list of branch 1 \(Sufra - Olaya\) of sufra is open\nIndoor hall \(area 1\): \d+ waiting\n/,
  ],
  ['feedback --tenant sufra --branch 1', /^no feedback for branch 1 of sufra today$/],
  ['reservations list --tenant sufra --branch 1 --date 2026-11-25', /^no reservations at branch 1 of sufra on 2026-11-25$/],
  [
    'settings set --tenant sufra --setting payment.refund_destination --value wallet',
    /^payment\.refund_destination of sufra is now wallet$/,
  ],
  ['settings set --tenant sufra --setting sms.sender_name --value Sufra', /^sms\.sender_name of sufra is now Sufra$/],
  // The development outbox sends every SMS: no failures on a fresh start.
  ['sms failures --tenant sufra', /^no failed SMS for sufra$/],
  [
    'payments set --tenant sufra --provider moyasar',
    /^payment provider of sufra is moyasar, public key pk_test_your_publishable_key, STC Pay off, Apple Pay off; secrets set: secret_key, webhook_secret; changed \S+$/,
  ],
  [
    'payments show --tenant sufra',
    /^payment provider of sufra is moyasar, public key pk_test_your_publishable_key, STC Pay off, Apple Pay off; secrets set: /,
  ],
  ['payments clear --tenant sufra', /^sufra has no payment provider of its own: it pays through the api's PAYMENT_PROVIDER$/],
  [
    '--help',
    /^Usage:\n(?=[\s\S]*\bdine-in move\b)(?=[\s\S]*\bwaiting call\b)(?=[\s\S]*\bfeedback\b)(?=[\s\S]*\breservations list\b)(?=[\s\S]*\bsettings set\b)(?=[\s\S]*\bpayments set\b)/,
  ],
];

const expectedOf = (argv: string[]): RegExp => {
  const line = argv.join(' ');
  const found = PRINTS.find(([start]) => line.startsWith(start));
  if (!found) throw new Error(`The README gives \`${line}\`: say in PRINTS what it prints.`);
  return found[1];
};

describe('the README', () => {
  it('gives operator commands to try, each with what it prints', () => {
    const commands = readmeCommands(README);
    expect(commands.length).toBeGreaterThanOrEqual(2);
    for (const argv of commands) expect(expectedOf(argv)).toBeInstanceOf(RegExp);
  });
});

describe.each(testDatabases())('every operator command of the README works on a fresh start, on $label', (database) => {
  // The demo's day, while the branches are open (the waiting list is called during opening hours).
  const clock = createTestClock('2026-11-25T15:00:00+03:00');
  // With SECRETS_KEY, as a deployment where tenants have their own payment providers.
  const suite = useTestApi(database, { clock: clock.now, paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: randomBytes(32) } });

  it.each(readmeCommands(README).map((argv) => [argv.join(' '), argv]))('%s', async (_line, argv) => {
    expect(await operatorOutput(argv, { API_URL: suite.api.url })).toMatch(expectedOf(argv));
  });
});
