import { ORDER_UPDATED_EVENT, PAYMENT_PATHS, paymentConfirmResponseSchema } from '@storefront/shared/contracts';
import { io, type Socket } from 'socket.io-client';
import { SUFRA } from '../../seed/tenants/sufra';
import { loggedRequests } from './access-log';
import type { CardOrder } from './flow-card-order';
import { STEP_HEADER } from './nginx-config';
import { otherInstance, type RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';
import { eventMatching } from '../socket-client';

const SOCKET_STEP = 'socket';

/**
 * The customer's socket.io client through nginx, as a browser connects: long polling first, then the
 * WebSocket upgrade. Every request of one socket.io session must reach the instance that holds it, so
 * nginx's access log must name one instance for all of them: that is the socket's instance.
 */
export const connectCustomerSocket = async (context: RunContext, token: string): Promise<{ socket: Socket; instance: string }> => {
  const socket = io(context.proxyUrl, {
    auth: { tenant: SUFRA.name, app_token: SUFRA.appToken, customer_token: token },
    extraHeaders: { [STEP_HEADER]: SOCKET_STEP },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`the socket.io connection through nginx failed: ${error.message}`)));
  });
  // Connected over WebSocket: the upgrade went through nginx.
  await new Promise<void>((resolve, reject) => {
    if (socket.io.engine.transport.name === 'websocket') return resolve();
    const timer = setTimeout(() => reject(new Error('the socket did not upgrade to WebSocket through nginx within 5 s')), 5000);
    socket.io.engine.once('upgrade', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const polls = await loggedRequests(
    context.accessLog,
    (request) => request.step === SOCKET_STEP && request.uri.includes('transport=polling'),
  );
  const instances = new Set(polls.map((request) => request.upstream));
  if (instances.size !== 1) throw new Error(`nginx sent one socket.io session to several instances: ${[...instances].join(', ')}`);
  return { socket, instance: [...instances][0] as string };
};

/**
 * The payment is confirmed on the instance the socket is not connected to; the socket still hears the
 * order's update, through the Redis adapter. Answers the instance that confirmed it.
 */
export const confirmOnOtherInstance = async (
  context: RunContext,
  token: string,
  order: CardOrder,
  live: { socket: Socket; instance: string },
): Promise<string> => {
  const other = otherInstance(context, live.instance);
  const heard = eventMatching(live.socket, ORDER_UPDATED_EVENT, (payload) => (payload as { id?: number }).id === order.id);
  heard.catch(() => undefined);
  const confirmed = await callApi(other.url, PAYMENT_PATHS.confirm(order.sessionId), { method: 'POST', headers: storefront(SUFRA, token) });
  expectStatus(`confirming the payment on ${other.address}`, confirmed, 200);
  const answer = paymentConfirmResponseSchema.parse(confirmed.body).data;
  if (!answer.paid) throw new Error(`the api does not count the order paid after Moyasar's 3-D Secure pass: ${JSON.stringify(answer)}`);
  const update = await heard.catch((error: Error) => {
    throw new Error(
      `the socket on ${live.instance} did not hear order #${order.number}'s update made on ${other.address}: ${error.message}`,
    );
  });
  const status = (update as { status?: string }).status;
  if (status !== 'created') throw new Error(`the live update says the paid order is ${status}, not created`);
  return other.address;
};
