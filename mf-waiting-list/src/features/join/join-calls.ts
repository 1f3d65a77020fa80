import {
  WAITING_LIST_PATHS,
  waitingAreasResponseSchema,
  waitingBranchesResponseSchema,
  waitingCheckResponseSchema,
  waitingCreateResponseSchema,
  waitingLastActiveResponseSchema,
  waitingSettingsResponseSchema,
  type WaitingCreateBody,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchWaitingBranches = async (api: ApiClient, signal?: AbortSignal) =>
  parseAnswer(waitingBranchesResponseSchema, (await api.get(WAITING_LIST_PATHS.branches, { signal })).data).data;

/** Everything the register screen shows of a branch: its rules, its areas and the line now. */
export const fetchBranchLine = async (api: ApiClient, branchId: number, signal?: AbortSignal) => {
  const [settings, areas, check] = await Promise.all([
    api.get(WAITING_LIST_PATHS.settings(branchId), { params: { frontend: true }, signal }),
    api.get(WAITING_LIST_PATHS.areas, { params: { branch_id: branchId }, signal }),
    api.get(WAITING_LIST_PATHS.check(branchId), { signal }),
  ]);
  return {
    settings: parseAnswer(waitingSettingsResponseSchema, settings.data).data,
    areas: parseAnswer(waitingAreasResponseSchema, areas.data).data,
    line: parseAnswer(waitingCheckResponseSchema, check.data).data,
  };
};

export type BranchLine = Awaited<ReturnType<typeof fetchBranchLine>>;

export const fetchLine = async (api: ApiClient, branchId: number, areaId: number, signal?: AbortSignal) =>
  parseAnswer(waitingCheckResponseSchema, (await api.get(WAITING_LIST_PATHS.check(branchId), { params: { area_id: areaId }, signal })).data)
    .data;

/** A logged-in customer's entry still in line at that branch (and area), or null. */
export const fetchLastActive = async (api: ApiClient, branchId: number, areaId: number | undefined) =>
  parseAnswer(
    waitingLastActiveResponseSchema,
    (await api.get(WAITING_LIST_PATHS.lastActive, { params: { branch_id: branchId, area_id: areaId } })).data,
  ).data;

/** Joins the line; answers the new entry's link token (`WaitingEntity_id`). */
export const joinLine = async (api: ApiClient, body: WaitingCreateBody): Promise<string> =>
  parseAnswer(waitingCreateResponseSchema, (await api.post(WAITING_LIST_PATHS.create, body, { params: { frontend: 1 } })).data).data
    .WaitingEntity_id;
