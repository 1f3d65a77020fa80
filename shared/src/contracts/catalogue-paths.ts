// The catalogues' calls without their schemas (docs/decisions/zod-off-the-first-visit.md).

export const CATALOGUE_PATHS = {
  eventTypes: '/api/v1/waiting-list/eventTypes/list',
  /** `?page=0`: the whole list, unpaged (the only page there is). */
  allergens: '/api/v1/menu/allergens',
} as const;
