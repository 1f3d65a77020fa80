import type { ApiClient } from '@storefront/shared';
import { CATALOGUE_PATHS, type EventType } from '@storefront/shared/contracts';
import { readAnswer } from '../waiting-answers';

export type { EventType };

/** The occasions a party may name; none when the catalogue cannot be read (the field is optional and then hidden). */
export const fetchEventTypes = async (api: ApiClient, signal?: AbortSignal): Promise<EventType[]> => {
  try {
    return (await readAnswer('eventTypesResponseSchema', await api.get(CATALOGUE_PATHS.eventTypes, { signal }))).data;
  } catch {
    return [];
  }
};
