import { asksForHelp } from './help-flag';
import { OPERATOR_USAGE, UsageError, parseOperatorCommand, type OperatorCommand } from './operator-command';
import { sendBranchUpdate } from './send-branch-update';
import { sendDineInChange } from './send-dine-in-change';
import { sendOperatorEvent } from './send-operator-event';
import { sendOrderAction } from './send-order-action';
import { fetchPaymentIncidents, incidentLines } from './send-payment-incidents';

const runCommand = async (command: OperatorCommand): Promise<string> => {
  if (command.command === 'emit') {
    const { data } = await sendOperatorEvent(command);
    return `sent ${data.event} to ${command.tenant}/${data.room}`;
  }
  if (command.command === 'dine-in') {
    const { data } = await sendDineInChange(command);
    return `session ${data.session_id} of ${command.tenant} is ${data.status} at table ${data.table.name} (id ${data.table.id}, ${data.area.names.en}) of ${data.branch_names.en}`;
  }
  if (command.command === 'payments') return incidentLines(command.tenant, await fetchPaymentIncidents(command));
  if (command.command === 'order') {
    const { data } = await sendOrderAction(command);
    const estimate = data.estimated_at ? `, estimated ${data.estimated_at}` : '';
    return `order #${data.number} (id ${data.id}) of ${command.tenant} is ${data.status}, ${data.payment_status.replace('_', ' ')}${estimate}`;
  }
  const { data } = await sendBranchUpdate(command);
  return `branch ${data.id} (${data.names.en}) of ${command.tenant} is ${data.status}, preparation ${data.preparation_minutes} min`;
};

/** Command line of the restaurant side: `node api/dist/cli/operator.js emit|branch|dine-in|order --tenant sufra ...` (see OPERATOR_USAGE). */
const run = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  if (asksForHelp(argv)) {
    console.log(OPERATOR_USAGE);
    return;
  }
  try {
    console.log(await runCommand(parseOperatorCommand(argv, process.env)));
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n${OPERATOR_USAGE}` : `operator: ${(error as Error).message}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

void run();
