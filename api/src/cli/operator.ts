import { OPERATOR_USAGE, UsageError, parseOperatorCommand, type OperatorCommand } from './operator-command';
import { sendBranchUpdate } from './send-branch-update';
import { sendOperatorEvent } from './send-operator-event';

const runCommand = async (command: OperatorCommand): Promise<string> => {
  if (command.command === 'emit') {
    const { data } = await sendOperatorEvent(command);
    return `sent ${data.event} to ${command.tenant}/${data.room}`;
  }
  const { data } = await sendBranchUpdate(command);
  return `branch ${data.id} (${data.names.en}) of ${command.tenant} is ${data.status}, preparation ${data.preparation_minutes} min`;
};

/** Command line of the restaurant side: `node api/dist/cli/operator.js emit|branch --tenant sufra ...` (see OPERATOR_USAGE). */
const run = async (): Promise<void> => {
  try {
    console.log(await runCommand(parseOperatorCommand(process.argv.slice(2), process.env)));
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n${OPERATOR_USAGE}` : `operator: ${(error as Error).message}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

void run();
