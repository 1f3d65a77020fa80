import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testDatabases } from '../testing/test-databases';
import { asksForHelp } from './help-flag';
import { parseOperatorCommand } from './operator-command';
import { runOperatorCommand } from './run-operator-command';
import { useTestApi } from '../testing/test-suite';

const README = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The operator commands the README gives, as `node api/dist/cli/operator.js ...` or `npm run ops -- ...`. */
const readmeCommands = (text: string): string[][] =>
  [...text.matchAll(/`(?:node api\/dist\/cli\/operator\.js|npm run ops --) ([^`]+)`/g)].map((match) =>
    [...match[1]!.matchAll(/'([^']*)'|(\S+)/g)].map((word) => word[1] ?? word[2]!),
  );

describe('the README', () => {
  it('gives operator commands to try', () => {
    expect(readmeCommands(README).length).toBeGreaterThanOrEqual(2);
  });
});

describe.each(testDatabases())('every operator command of the README works on a fresh start, on $label', (database) => {
  const suite = useTestApi(database);

  it.each(readmeCommands(README).map((argv) => [argv.join(' '), argv]))('%s', async (_line, argv) => {
    if (asksForHelp(argv)) return;
    await expect(runOperatorCommand(parseOperatorCommand(argv, { API_URL: suite.api.url }))).resolves.toEqual(expect.any(String));
  });
});
