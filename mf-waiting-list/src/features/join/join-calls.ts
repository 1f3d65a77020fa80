import { CATALOGUE_PATHS, WAITING_LIST_PATHS, type EventType, type WaitingCreateBody } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchWaitingBranches = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('waitingBranchesResponseSchema', await api.get(WAITING_LIST_PATHS.branches, { signal }))).data;

/** Everything the register screen shows of a branch: its rules and its areas with the parties waiting in each. */
export const fetchBranchLine = async (api: ApiClient, branchId: number, signal?: AbortSignal) => {
  const [settings, areas] = await Promise.all([
    api.get(WAITING_LIST_PATHS.settings(branchId), { params: { frontend: true }, signal }),
    api.get(WAITING_LIST_PATHS.areas, { params: { branch_id: branchId }, signal }),
  ]);
  return {
    settings: (await readAnswer('waitingSettingsResponseSchema', settings)).data,
    areas: (await readAnswer('waitingAreasResponseSchema', areas)).data,
  };
};

export type BranchLine = Awaited<ReturnType<typeof fetchBranchLine>>;

/** A logged-in customer's entry still in line at that branch (and area), or null. */
export const fetchLastActive = async (api: ApiClient, branchId: number, areaId: number | undefined) =>
  (
    await readAnswer(
      'waitingLastActiveResponseSchema',
      await api.get(WAITING_LIST_PATHS.lastActive, { params: { branch_id: branchId, area_id: areaId } }),
    )
  ).data;

/** Joins the line; answers the new entry's link token (`WaitingEntity_id`). */
export const joinLine = async (api: ApiClient, body: WaitingCreateBody): Promise<string> =>
  (await readAnswer('waitingCreateResponseSchema', await api.post(WAITING_LIST_PATHS.create, body, { params: { frontend: 1 } }))).data
    .WaitingEntity_id;

/** The occasions a party may name; none when the catalogue cannot be read (the field is optional and then hidden). */
export const fetchEventTypes = async (api: ApiClient, signal?: AbortSignal): Promise<EventType[]> => {
  try {
    return (await readAnswer('eventTypesResponseSchema', await api.get(CATALOGUE_PATHS.eventTypes, { signal }))).data;
  } catch {
    return [];
  }
};
