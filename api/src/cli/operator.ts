import '../http/zod-locale';
import { OPERATOR_USAGE, UsageError } from './operator-command';
import { operatorOutput } from './operator-output';
import { terminalText } from './terminal-text';

/** Command line of the restaurant side: `node api/dist/cli/operator.js emit|branch|dine-in|order --tenant sufra ...` (see OPERATOR_USAGE). */
const run = async (): Promise<void> => {
  try {
    console.log(await operatorOutput(process.argv.slice(2), process.env));
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
