// A lunch rush on one api instance: BURST customers, each logged in with a priced cart and the human check answered,
// place a cash pickup order at the same moment. Prints orders/s over the burst and the p50/p99 of one placement.
import { performance } from 'node:perf_hooks';

const PREPARED_AT_ONCE = 10;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Calls of one tenant's storefront to the api at `apiUrl`; `appToken` is the tenant's, for sockets. */
export const tenantClient = async (apiUrl, tenant) => {
  const lookup = await (await fetch(`${apiUrl}/api/v1/tenant/lookup?host=${tenant}.localhost`)).json();
  const appToken = lookup.data.app_token;
  const base = { 'x-tenant': tenant, 'x-app-token': appToken, accept: 'application/json' };
  const call = async (path, { method = 'GET', body, token, headers = {} } = {}) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-authorization-token': `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  return Object.assign(call, { appToken });
};

const solvedHumanCheck = async (call) => {
  const { body } = await call('/api/v1/tenant/human-check');
  const [, a, b] = /(\d+) \+ (\d+)/.exec(body.data.question.en);
  return { key: body.data.key, answer: String(Number(a) + Number(b)) };
};

const expectStatus = (answer, status, what) => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** One customer ready to place: logged in by a code from the development outbox, a priced cart, the human check answered. */
const prepare = async (call, index, order) => {
  const mobile = `56${String((Date.now() + index * 7919) % 10_000_000).padStart(7, '0')}`;
  let sent = await call('/api/v1/user/auth/otp/send', { method: 'POST', body: { country_code: 'SA', mobile } });
  if (sent.status === 428)
    sent = await call('/api/v1/user/auth/otp/send', {
      method: 'POST',
      body: { country_code: 'SA', mobile, human_check: await solvedHumanCheck(call) },
    });
  expectStatus(sent, 200, 'the login code');
  const outbox = expectStatus(await call('/api/v1/dev/outbox'), 200, 'the outbox');
  const code = outbox.data.find((message) => message.to.endsWith(mobile) && message.code)?.code;
  const verified = expectStatus(
    await call('/api/v1/user/auth/otp/verify', { method: 'POST', body: { country_code: 'SA', mobile, code } }),
    200,
    'the login',
  );
  const cart = expectStatus(await call('/api/v1/order/carts', { method: 'POST' }), 201, 'a new cart').data.cart_id;
  expectStatus(await call(`/api/v1/order/carts/${cart}`, { method: 'PUT', body: order }), 200, 'pricing the cart');
  return { token: verified.data.token, cart, humanCheck: await solvedHumanCheck(call) };
};

/** `customers` customers ready to place `order`, prepared a few at a time. */
export const preparedCustomers = async (call, customers, order) => {
  const ready = [];
  for (let start = 0; start < customers; start += PREPARED_AT_ONCE) {
    const batch = Array.from({ length: Math.min(PREPARED_AT_ONCE, customers - start) }, (_, i) => prepare(call, start + i, order));
    ready.push(...(await Promise.all(batch)));
  }
  return ready;
};

/** Places a prepared customer's cart as a cash order: the answer's status, its time and the order's id. */
export const placeOrder = async (call, { token, cart, humanCheck }) => {
  const sent = performance.now();
  const answer = await call('/api/v1/order/orders', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': `burst-${cart}` },
    body: { cart_id: cart, delivery_time: 'asap', address_id: null, payment_method: 'cash', human_check: humanCheck },
  });
  return { status: answer.status, ms: performance.now() - sent, id: answer.body?.data?.order?.id };
};

/** Runs the burst; answers orders/s, p50 and p99 in ms, and how many placements were not 201. */
export const orderBurst = async ({ apiUrl, tenant = 'sufra', customers = 200, order }) => {
  const call = await tenantClient(apiUrl, tenant);
  const ready = await preparedCustomers(call, customers, order);
  const began = performance.now();
  const results = await Promise.all(ready.map((customer) => placeOrder(call, customer)));
  const seconds = (performance.now() - began) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const placed = results.filter((result) => result.status === 201);
  if (new Set(placed.map((result) => result.id)).size !== placed.length) throw new Error('an order was placed twice');
  return {
    customers,
    ordersPerSecond: placed.length / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failed: results.length - placed.length,
  };
};

export const burstTable = (rows) =>
  [
    `| database | customers | orders/s | database ceiling | share of the ceiling | p50 | p99 | not placed | load (1 min) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.customers} | ${Math.round(row.ordersPerSecond)} | ${Math.round(row.ceiling.ordersPerSecond)} orders/s | ${Math.round((100 * row.ordersPerSecond) / row.ceiling.ordersPerSecond)} % | ${row.p50} ms | ${row.p99} ms | ${row.failed} | ${row.load.toFixed(1)} |`,
    ),
    '',
    'Each customer logged in with a priced cart (four hummus, pickup at Olaya, cash) and the human check answered; all send `POST /api/v1/order/orders` at the same moment to one api instance. Orders/s counts the orders placed (201) over the whole burst.',
    '',
    `The database ceiling: the same number of placements, each the ${rows[0]?.ceiling.statements ?? ''} statements the api sent for it (recorded in a transaction rolled back), sent straight to a database of the same kind by every customer at once, in the rounds the api sends them (\`scripts/bench/db-ceiling.mjs\`): what the database sustains with no api, HTTP or JSON in between.`,
  ].join('\n');
