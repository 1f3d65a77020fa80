import { z } from 'zod/mini';
import { listOf, localizedTextSchema } from './common';
import { MAX_INTEGER, countText } from './validation';

/**
 * The tenant's catalogues of event types (birthday, business, ...: reservations and the waiting list)
 * and allergens (the e-menu and a reservation's party). Short lists, answered whole (docs/api.md).
 */
export { CATALOGUE_PATHS } from './catalogue-paths';

/** `icon` is an emoji, shown beside the name (decorative: the name is the accessible text). */
export const eventTypeSchema = z.object({ id: z.int(), names: localizedTextSchema, icon: z.string() });
export type EventType = z.infer<typeof eventTypeSchema>;

export const allergenSchema = z.object({ id: z.int(), names: localizedTextSchema, icon: z.string() });
export type Allergen = z.infer<typeof allergenSchema>;

export const eventTypesResponseSchema = listOf(eventTypeSchema);
export const allergensResponseSchema = listOf(allergenSchema);

/** GET allergens: `page` is accepted as the spec sends it (0: unpaged); the list is short and always answered whole. */
export const allergensQuerySchema = z.object({ page: z.optional(countText(0, MAX_INTEGER)) });
