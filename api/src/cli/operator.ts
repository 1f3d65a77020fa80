import '../http/zod-locale';
import { asksForHelp } from './help-flag';
import { OPERATOR_USAGE, UsageError, parseOperatorCommand } from './operator-command';
import { runOperatorCommand } from './run-operator-command';
import { terminalText } from './terminal-text';

/** Command line of the restaurant side: `node api/dist/cli/operator.js emit|branch|dine-in|order --tenant sufra ...` (see OPERATOR_USAGE). */
const run = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  if (asksForHelp(argv)) {
    console.log(OPERATOR_USAGE);
    return;
  }
  try {
    console.log(await runOperatorCommand(parseOperatorCommand(argv, process.env)));
  } catch (error) {
    console.error(
      error instanceof UsageError
        ? `${terminalText(error.message)}\n${OPERATOR_USAGE}`
        : `operator: ${terminalText((error as Error).message)}`,
    );
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

void run();
