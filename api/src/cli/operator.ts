import { OPERATOR_USAGE, UsageError, parseOperatorCommand } from './operator-command';
import { sendOperatorEvent } from './send-operator-event';

/** Command line of the restaurant side: `node api/dist/cli/operator.js emit --tenant sufra --room client_frontend --event update`. */
const run = async (): Promise<void> => {
  try {
    const command = parseOperatorCommand(process.argv.slice(2), process.env);
    const { data } = await sendOperatorEvent(command);
    console.log(`sent ${data.event} to ${command.tenant}/${data.room}`);
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n${OPERATOR_USAGE}` : `operator: ${(error as Error).message}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

void run();
