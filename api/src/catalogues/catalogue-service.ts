import type { Allergen, EventType } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { listAllergens, listEventTypes } from './catalogue-repository';

/** The tenant's reservation event types. */
export const eventTypes = (db: Db, tenantId: number): Promise<EventType[]> => listEventTypes(db, tenantId);

/** The tenant's allergens (a short list, always answered whole). */
export const tenantAllergens = (db: Db, tenantId: number): Promise<Allergen[]> => listAllergens(db, tenantId);
