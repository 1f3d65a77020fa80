import { feedbackLines, fetchFeedback } from './feedback-command';
import { shown } from './terminal-text';
import type { OperatorCommand } from './operator-command';
import { sendBranchUpdate } from './send-branch-update';
import { sendDineInChange } from './send-dine-in-change';
import { sendOperatorEvent } from './send-operator-event';
import { orderLine } from './order-line';
import { sendOrderAction } from './send-order-action';
import { sendReservationCommand } from './reservation-command';
import { sendPaymentsCommand } from './payments-command';
import { sendWaitingChange } from './send-waiting-change';
import { fetchSmsFailures, smsFailureLines } from './sms-failures-command';
import { sendOfferSwitch } from './offer-command';
import { sendSetting } from './settings-command';

/** Sends one operator command to the api and answers the line the CLI prints. */
export const runOperatorCommand = async (command: OperatorCommand): Promise<string> => {
  if (command.command === 'emit') {
    const { data } = await sendOperatorEvent(command);
    return shown`sent ${data.event} to ${command.tenant}/${data.room}`;
  }
  if (command.command === 'dine-in') {
    const { data } = await sendDineInChange(command);
    return shown`session ${data.session_id} of ${command.tenant} is ${data.status} at table ${data.table.name} (id ${data.table.id}, ${data.area.names.en}) of ${data.branch_names.en}`;
  }
  if (command.command === 'waiting') return sendWaitingChange(command);
  if (command.command === 'reservations') return sendReservationCommand(command);
  if (command.command === 'settings') return sendSetting(command);
  if (command.command === 'offers') return sendOfferSwitch(command);
  if (command.command === 'payments') return sendPaymentsCommand(command);
  if (command.command === 'sms') return smsFailureLines(command.tenant, await fetchSmsFailures(command));
  if (command.command === 'feedback') {
    return feedbackLines(command, command.feedback, await fetchFeedback(command, command.feedback));
  }
  if (command.command === 'order') return orderLine(command.tenant, (await sendOrderAction(command)).data);
  const { data } = await sendBranchUpdate(command);
  return shown`branch ${data.id} (${data.names.en}) of ${command.tenant} is ${data.status}, preparation ${data.preparation_minutes} min`;
};
