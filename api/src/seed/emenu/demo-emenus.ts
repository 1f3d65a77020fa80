export interface DemoEMenu {
  /** The QR uuid of each branch, in the branches' display order. */
  branchUuids: string[];
  /** QR uuids covering several branches (indexes in display order). */
  multiBranch: { uuid: string; branches: number[] }[];
  /** The branches (indexes) whose e-menu links to ordering. */
  orderingBranches: number[];
  photoRequired: boolean;
}

/** Fixed uuids: the bench and the end-to-end tests open these e-menus (docs/api.md, "Electronic menu"). */
export const SUFRA_OLAYA_EMENU_UUID = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';
export const SUFRA_ALL_BRANCHES_EMENU_UUID = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b99';

export const DEMO_EMENUS: Readonly<Record<string, DemoEMenu>> = {
  sufra: {
    branchUuids: [SUFRA_OLAYA_EMENU_UUID, '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b02', '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b03'],
    multiBranch: [{ uuid: SUFRA_ALL_BRANCHES_EMENU_UUID, branches: [0, 1, 2] }],
    orderingBranches: [0],
    photoRequired: false,
  },
  nile: {
    branchUuids: ['6b1d3c9f-4d8e-4e2f-8b7a-2e3f4a5b6c01', '6b1d3c9f-4d8e-4e2f-8b7a-2e3f4a5b6c02'],
    multiBranch: [],
    orderingBranches: [],
    photoRequired: true,
  },
};
