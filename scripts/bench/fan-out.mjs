// Live updates to thousands of open pages: SOCKETS socket.io connections (the pages of CUSTOMERS logged-in customers,
// spread over every api instance given), then one menu change, heard by every socket, and a status change of each
// customer's order, heard by that customer's sockets. Answers the delivery times from the change's request.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { percentile, placeOrder, preparedCustomers, tenantClient } from './order-burst.mjs';

const CONNECTED_AT_ONCE = 250;
const HEARD_WITHIN_MS = 30_000;

const operatorCall = (apiUrl, tenant, path, body) =>
  fetch(`${apiUrl}${path}`, {
    method: path.includes('/orders/') ? 'POST' : 'PUT',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant, 'x-operator-key': `${tenant}-operator-demo` },
    body: JSON.stringify(body),
  }).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  });

const connect = (apiUrl, auth) =>
  new Promise((resolve, reject) => {
    const socket = io(apiUrl, { auth, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Waits until each socket heard `event` with a payload `wanted` accepts; answers each delay from `sentAt()`. */
const heard = (sockets, event, wanted, sentAt) =>
  Promise.all(
    sockets.map(
      ({ socket, order }) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`a socket never heard ${event}`)), HEARD_WITHIN_MS);
          const listener = (payload) => {
            if (!wanted(payload, order)) return;
            clearTimeout(timer);
            socket.off(event, listener);
            resolve(performance.now() - sentAt(order));
          };
          socket.on(event, listener);
        }),
    ),
  );

const summary = (delays) => {
  const sorted = [...delays].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1)) };
};

export const fanOut = async ({ apiUrls, tenant = 'sufra', sockets = 5000, customers = 50, order, itemId }) => {
  const call = await tenantClient(apiUrls[0], tenant);
  const ready = await preparedCustomers(call, customers, order);
  const orders = [];
  for (const customer of ready) {
    const placed = await placeOrder(call, customer);
    if (placed.status !== 201) throw new Error(`placing answered ${placed.status}`);
    orders.push(placed.id);
  }
  const open = [];
  try {
    for (let start = 0; start < sockets; start += CONNECTED_AT_ONCE) {
      const batch = Array.from({ length: Math.min(CONNECTED_AT_ONCE, sockets - start) }, async (_, i) => {
        const index = start + i;
        const customer = index % customers;
        const auth = { tenant, app_token: call.appToken, customer_token: ready[customer].token };
        return { socket: await connect(apiUrls[index % apiUrls.length], auth), order: orders[customer] };
      });
      open.push(...(await Promise.all(batch)));
    }

    let menuSent = 0;
    const menuHeard = heard(
      open,
      'menu.updated',
      (payload) => payload?.item_id === itemId,
      () => menuSent,
    );
    menuSent = performance.now();
    await operatorCall(apiUrls[0], tenant, `/api/v1/operator/menu/items/${itemId}`, { available: false });
    const menu = summary(await menuHeard);
    await operatorCall(apiUrls[0], tenant, `/api/v1/operator/menu/items/${itemId}`, { available: true });

    const orderSent = new Map();
    const orderHeard = heard(
      open,
      'order.updated',
      (payload, id) => payload?.id === id && payload?.status === 'accepted',
      (id) => orderSent.get(id),
    );
    await Promise.all(
      orders.map((id, index) => {
        orderSent.set(id, performance.now());
        return operatorCall(apiUrls[index % apiUrls.length], tenant, `/api/v1/operator/orders/${id}/accept`, { estimated_minutes: 20 });
      }),
    );
    const status = summary(await orderHeard);
    return { sockets: open.length, instances: apiUrls.length, customers, menu, status };
  } finally {
    for (const { socket } of open) socket.disconnect();
  }
};

export const fanOutTable = (rows) =>
  [
    '| setup | sockets | change | p50 | p99 | slowest |',
    '| --- | ---: | --- | ---: | ---: | ---: |',
    ...rows.flatMap((row) => [
      `| ${row.setup} | ${row.sockets} | one menu change, heard by every socket | ${row.menu.p50} ms | ${row.menu.p99} ms | ${row.menu.max} ms |`,
      `| ${row.setup} | ${row.sockets} | ${row.customers} orders accepted at once, each heard by its customer's sockets | ${row.status.p50} ms | ${row.status.p99} ms | ${row.status.max} ms |`,
    ]),
    '',
    'Delays from the moment the restaurant sends the change to the moment a socket hears it; the sockets are spread evenly over the instances and belong to logged-in customers (their order pages).',
  ].join('\n');
