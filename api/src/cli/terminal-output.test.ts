import { SUFRA } from '../seed/tenants/sufra';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { partyOf, waitingCalls } from '../testing/waiting-calls';
import { parseOperatorCommand } from './operator-command';
import { runOperatorCommand } from './run-operator-command';
import { terminalText } from './terminal-text';

const ESC = '\u001B';
const BEL = '\u0007';
/** What a terminal acts on: any C0 or C1 control but the line feed, and the bidi overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ACTS_ON = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('terminalText', () => {
  it('writes out what a terminal would act on and keeps every other character', () => {
    expect(terminalText(`A${ESC}[2J${ESC}[31mB`)).toBe('A\\x1B[2J\\x1B[31mB');
    expect(terminalText(`${ESC}]0;title${BEL}`)).toBe('\\x1B]0;title\\x07');
    expect(terminalText('line\nforged\r\u009B2J')).toBe('line\\x0Aforged\\x0D\\x9B2J');
    expect(terminalText('ABC\u202E321')).toBe('ABC\\u202E321');
    expect(terminalText('سارة Sara ★ 👨\u200D👩\u200D👧')).toBe('سارة Sara ★ 👨\u200D👩\u200D👧');
    expect(terminalText(terminalText(`A${ESC}B`))).toBe(terminalText(`A${ESC}B`));
  });
});

describe.each(testDatabases())('the operator CLI prints stored rows escaped on $label', (database) => {
  // Sunday 1 March 2026, 12:00 in Riyadh.
  const clock = createTestClock('2026-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  const ops = (argv: string[]) => runOperatorCommand(parseOperatorCommand([...argv, '--tenant', 'sufra'], { API_URL: suite.api.url }));

  it('shows a waiting party and a feedback stored with escape sequences without letting them act', async () => {
    const waiting = waitingCalls(suite.api);
    const { branchId, areaIds } = await waiting.ids(SUFRA, 'Sufra - Olaya');
    const entry = await waiting.join(SUFRA, partyOf(branchId, Object.values(areaIds)[0]!, 71));
    // Rows written before the contracts refused control characters (or by another client).
    await suite.db.query('UPDATE waiting_entries SET name = $1 WHERE token = $2', [`A${ESC}[2J${ESC}[31mB`, entry.id]);
    await suite.db.query(
      `INSERT INTO emenu_feedback (tenant_id, branch_id, rating, comment, name, created_at)
       SELECT tenant_id, $1, 4, $2, $3, $4 FROM waiting_entries WHERE token = $5`,
      [branchId, `${ESC}]0;pwned${BEL}${ESC}[2Jgood\nfood`, `Om${ESC}[8mar`, clock.now(), entry.id],
    );

    const line = await ops(['waiting', 'line', '--branch', String(branchId)]);
    expect(line).toContain('A\\x1B[2J\\x1B[31mB');
    expect(line).not.toMatch(ACTS_ON);

    const feedback = await ops(['feedback', '--branch', String(branchId)]);
    expect(feedback).toContain('\\x1B]0;pwned\\x07\\x1B[2Jgood\\x0Afood');
    expect(feedback).toContain('by Om\\x1B[8mar');
    expect(feedback).not.toMatch(ACTS_ON);
    // The stored line feed does not start a line of its own that could pass for another entry.
    expect(feedback.split('\n').some((printed) => printed.startsWith('food'))).toBe(false);
  });
});
