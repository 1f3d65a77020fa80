import { HUMAN_CHECK_REQUIRED, WAITING_LIST_PATHS } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { TEST_ADDRESS, expectLimitsUnavailable, useLimitsOnOwnRedis } from '../testing/limits-own-redis';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { partyOf, waitingCalls } from '../testing/waiting-calls';
import { WAITING_JOIN_LIMITS } from './waiting-join-limits';

jest.setTimeout(60_000);

/** A limit that cannot be checked, with the others answering (`useLimitsOnOwnRedis`'s `unreadable`). */
describe.each(testDatabases())('a waiting-list join refused because a limit cannot be checked, on $label with redis', (database) => {
  // Sunday 18:00 in Riyadh: Olaya's line takes parties.
  const clock = createTestClock('2026-11-22T15:00:00Z');
  const limits = useLimitsOnOwnRedis(database, clock);
  let olaya: { branchId: number; areaId: number };

  beforeAll(async () => {
    const ids = await waitingCalls(limits.api).ids(SUFRA, 'Sufra - Olaya');
    olaya = { branchId: ids.branchId, areaId: ids.areaIds['Indoor hall']! };
  });

  const { unreadable, readable } = limits;
  /** The slots counted in a limit's window (0 without one). */
  const countOf = async (rule: string, subject: string) => (await limits.windowOf(rule, subject)).count;

  const party = (n: number) => partyOf(olaya.branchId, olaya.areaId, n);
  const join = (body: unknown) =>
    call(limits.api, WAITING_LIST_PATHS.create, {
      method: 'POST',
      query: { frontend: '1' },
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("refused while the address's joins without the human check cannot be checked, the address's and the number's caps keep no slot", async () => {
    const first = party(6000);
    const number = `${first.country_code}:${first.mobile}`;
    await unreadable('waiting-join-ip-unchecked', TEST_ADDRESS);
    for (let attempt = 0; attempt < WAITING_JOIN_LIMITS.perNumber.max; attempt += 1) expectLimitsUnavailable(await join(first));
    expect([await countOf('waiting-join-ip', TEST_ADDRESS), await countOf('waiting-join-mobile', number)]).toEqual([0, 0]);
    await readable('waiting-join-ip-unchecked', TEST_ADDRESS);
    // The number's 3 joins of the hour and the address's 3 without the human check are all still to come.
    for (let n = 0; n < WAITING_JOIN_LIMITS.uncheckedPerAddress.max; n += 1) expect((await join(party(6000 + n))).status).toBe(201);
    expect((await join(party(6010))).status).toBe(HUMAN_CHECK_REQUIRED.status);
  });
});
