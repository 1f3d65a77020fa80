import {
  HEADERS,
  OPERATOR_KEY_HEADER,
  WAITING_LIST_PATHS,
  waitingAreasResponseSchema,
  waitingBranchesResponseSchema,
  waitingCreateResponseSchema,
  waitingEntryResponseSchema,
  type WaitingEntry,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import type { WaitingJoinLimits } from '../waiting-list/waiting-join-limits';
import { call, storefrontHeaders, type TestApi, type TestResponse } from './test-app';

/** The waiting-list calls of the api tests, as the storefront and the restaurant make them. */
export const waitingCalls = (api: TestApi) => {
  const json = (tenant: DemoTenant, extra: Record<string, string> = {}) => ({
    ...storefrontHeaders(tenant),
    'content-type': 'application/json',
    ...extra,
  });
  const operator = (tenant: DemoTenant, withBody: boolean) => ({
    [HEADERS.tenant]: tenant.name,
    [OPERATOR_KEY_HEADER]: tenant.operatorKey,
    ...(withBody ? { 'content-type': 'application/json' } : {}),
  });
  return {
    send: (tenant: DemoTenant, method: string, path: string, body?: unknown): Promise<TestResponse> =>
      call(api, path, { method, headers: json(tenant), ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    operatorSend: (tenant: DemoTenant, method: string, path: string, body?: unknown): Promise<TestResponse> =>
      call(api, path, {
        method,
        headers: operator(tenant, body !== undefined),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    /** The branch (by English name) and its areas (by English name) of a tenant's lists. */
    ids: async (tenant: DemoTenant, branchName: string): Promise<{ branchId: number; areaIds: Record<string, number> }> => {
      const branches = waitingBranchesResponseSchema.parse(
        (await call(api, WAITING_LIST_PATHS.branches, { headers: storefrontHeaders(tenant) })).body,
      ).data;
      const branch = branches.find((candidate) => candidate.names.en === branchName);
      if (!branch) throw new Error(`${tenant.name} has no waiting list at ${branchName}`);
      const areas = waitingAreasResponseSchema.parse(
        (await call(api, WAITING_LIST_PATHS.areas, { headers: storefrontHeaders(tenant), query: { branch_id: String(branch.id) } })).body,
      ).data;
      return { branchId: branch.id, areaIds: Object.fromEntries(areas.map((area) => [area.names.en, area.id])) };
    },
    /** Joins a queue; answers the new entry (fails the test on any other answer). */
    join: async (tenant: DemoTenant, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<WaitingEntry> => {
      const response = await call(api, WAITING_LIST_PATHS.create, {
        method: 'POST',
        query: { frontend: '1' },
        headers: json(tenant, headers),
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`join answered ${response.status}: ${JSON.stringify(response.body)}`);
      return waitingCreateResponseSchema.parse(response.body).data.entry;
    },
    entry: async (tenant: DemoTenant, token: string): Promise<WaitingEntry> =>
      waitingEntryResponseSchema.parse((await call(api, WAITING_LIST_PATHS.entry(token), { headers: storefrontHeaders(tenant) })).body)
        .data,
  };
};

/** A party of `size` for a queue, with a mobile of the tenant's country made from `n`. */
export const partyOf = (branchId: number, areaId: number, n: number, size = 2) => ({
  branch_id: branchId,
  area_id: areaId,
  name: `Guest ${n}`,
  country_code: 'SA',
  mobile: `55${String(8_000_000 + n).padStart(7, '0')}`,
  party_size: size,
  branch_settings: { party_size_min: 1, party_size_max: 10 },
});

const NO_LIMIT = { max: 100_000, windowMs: 60 * 60_000 };

/** Join limits out of the way, for the tests of the queue itself (they join many parties from one address). */
export const UNLIMITED_JOINS: WaitingJoinLimits = { perAddress: NO_LIMIT, perNumber: NO_LIMIT, uncheckedPerAddress: NO_LIMIT };
