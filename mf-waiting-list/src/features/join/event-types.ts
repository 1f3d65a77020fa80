import { parseAnswer, type ApiClient } from '@storefront/shared';
import { CATALOGUE_PATHS, eventTypesResponseSchema, type EventType } from '@storefront/shared/contracts';

export type { EventType };

/** The occasions a party may name; none when the catalogue cannot be read (the field is optional and then hidden). */
export const fetchEventTypes = async (api: ApiClient, signal?: AbortSignal): Promise<EventType[]> => {
  try {
    return parseAnswer(eventTypesResponseSchema, (await api.get(CATALOGUE_PATHS.eventTypes, { signal })).data).data;
  } catch {
    return [];
  }
};
