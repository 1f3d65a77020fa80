// The catalogues' calls without their schemas (docs/decisions.md, "zod is not part of a first visit").

export const CATALOGUE_PATHS = {
  eventTypes: '/api/v1/waiting-list/eventTypes/list',
  /** `?page=0`: the whole list, unpaged (the only page there is). */
  allergens: '/api/v1/menu/allergens',
} as const;
