import { MENU_PATHS, deliveryZoneResponseSchema, operatorOrderResponseSchema, type WorkingHours } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { estimatedAt, estimateMinutes, openFrom } from './order-estimate';

const RIYADH = 'Asia/Riyadh';
// Sufra - Olaya: every day 10:00-02:00 (past midnight).
const OLAYA_HOURS: WorkingHours[] = Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: '10:00', closes: '02:00' }));
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const MINUTE = 60_000;

describe('the one estimate', () => {
  const branch = { preparation_minutes: 25, busy: false, busy_extra_minutes: 20 };

  it('adds the busy extra and, for a delivery, the zone minutes to the preparation', () => {
    expect(estimateMinutes(branch, null)).toBe(25);
    expect(estimateMinutes(branch, 35)).toBe(60);
    expect(estimateMinutes({ ...branch, busy: true }, 35)).toBe(80);
  });

  it('counts from the next opening when the branch is closed, past midnight too', () => {
    // Monday 01:30 in Riyadh: still Sunday's period.
    expect(openFrom(OLAYA_HOURS, new Date('2026-11-22T22:30:00Z'), RIYADH).toISOString()).toBe('2026-11-22T22:30:00.000Z');
    // Monday 09:17 in Riyadh: opens at 10:00.
    expect(openFrom(OLAYA_HOURS, new Date('2026-11-23T06:17:00Z'), RIYADH).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(openFrom([], new Date('2026-11-23T06:17:00Z'), RIYADH).toISOString()).toBe('2026-11-23T06:17:00.000Z');
  });

  it('is never before the scheduled time nor before the branch opens', () => {
    const at = (now: string, minutes: number, scheduledAt: string | null) =>
      estimatedAt({
        now: new Date(now),
        minutes,
        scheduledAt: scheduledAt === null ? null : new Date(scheduledAt),
        hours: OLAYA_HOURS,
        timeZone: RIYADH,
      }).toISOString();
    // Open: now + minutes.
    expect(at('2026-11-22T09:00:00Z', 60, null)).toBe('2026-11-22T10:00:00.000Z');
    // A 10:30 scheduled order accepted at 09:17 with 20 minutes: 10:30, not 09:37.
    expect(at('2026-11-23T06:17:00Z', 20, '2026-11-23T07:30:00Z')).toBe('2026-11-23T07:30:00.000Z');
    // Accepted late for its slot: later than the slot, never earlier than the work allows.
    expect(at('2026-11-23T07:25:00Z', 20, '2026-11-23T07:30:00Z')).toBe('2026-11-23T07:45:00.000Z');
    // Closed (Monday 03:00): from the 10:00 opening.
    expect(at('2026-11-23T00:00:00Z', 20, null)).toBe('2026-11-23T07:20:00.000Z');
  });
});

describe.each(testDatabases())('estimated time on $label', (database) => {
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open, preparation 25 minutes; its zone 35 minutes.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;
  let sara: { token: string; id: number };

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' });
    sara = { token: login.token, id: login.customer.id };
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('answers the delivery step, the placement and the accept with the same minutes', async () => {
    const [address] = await suite.db.query<{ id: number; latitude: number; longitude: number }>(
      'SELECT id, latitude, longitude FROM customer_addresses WHERE customer_id = $1 ORDER BY id LIMIT 1',
      [sara.id],
    );
    if (!address) throw new Error('Sara has no address');
    const lookup = await call(suite.api, MENU_PATHS.deliveryZone, {
      headers: storefrontHeaders(SUFRA),
      query: { latitude: String(address.latitude), longitude: String(address.longitude) },
    });
    const coverage = deliveryZoneResponseSchema.parse(lookup.body).data;
    // What the delivery step says ("about 60 min"): 25 preparation + 35 on the road.
    expect(coverage).toMatchObject({ zone: { eta_minutes: 35 }, estimated_minutes: 60 });

    const cartId = await calls.cart({
      branch_id: 1,
      order_type: 'delivery',
      lines: [HUMMUS],
      latitude: address.latitude,
      longitude: address.longitude,
    });
    const { order } = await calls.placed(
      sara.token,
      { cart_id: cartId, delivery_time: 'asap', payment_method: 'cash', address_id: address.id, human_check: await calls.humanCheck() },
      'estimate-delivery-0001',
    );
    expect(order.estimated_at).toBe(new Date(clock.now().getTime() + coverage.estimated_minutes * MINUTE).toISOString());

    clock.advance(5 * MINUTE);
    const accepted = operatorOrderResponseSchema.parse((await calls.operator(order.id, 'accept')).body).data;
    expect(accepted.estimated_at).toBe(new Date(clock.now().getTime() + coverage.estimated_minutes * MINUTE).toISOString());
  });

  it('keeps an accepted scheduled order at its time, never before the branch opens', async () => {
    // Monday 09:00 in Riyadh: Olaya is closed until 10:00; a pickup scheduled for 10:30.
    clock.set('2026-11-23T06:00:00Z');
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const { order } = await calls.placed(
      sara.token,
      {
        cart_id: cartId,
        delivery_time: 'schedule',
        scheduled_day: '2026-11-23',
        scheduled_period: '10:30',
        payment_method: 'cash',
        human_check: await calls.humanCheck(),
      },
      'estimate-scheduled-0001',
    );
    expect(order).toMatchObject({ scheduled_at: '2026-11-23T07:30:00.000Z', estimated_at: '2026-11-23T07:30:00.000Z' });

    // Accepted at 09:17 with 20 minutes: still 10:30 (it said 09:37, before the branch opened).
    clock.set('2026-11-23T06:17:00Z');
    const accepted = operatorOrderResponseSchema.parse((await calls.operator(order.id, 'accept', { estimated_minutes: 20 })).body).data;
    expect(accepted).toMatchObject({ status: 'accepted', estimated_at: '2026-11-23T07:30:00.000Z' });
  });
});
