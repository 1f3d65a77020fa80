import { z } from 'zod/mini';
import { API_ERROR_CODES } from './api-error-codes';
import { COUNTRY_CODES } from './countries';
import { ORDER_STATUSES } from './order-status';

export const localeSchema = z.enum(['ar', 'en']);
export type Locale = z.infer<typeof localeSchema>;

export const countryCodeSchema = z.enum(COUNTRY_CODES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** A text in both languages, as tenant content and catalogue names are stored. */
export const localizedTextSchema = z.object({ ar: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Every list answer of the platform API is `{ data: [...] }`. */
export const listOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });
export const itemOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: item });
/** An answer without a body: 304 Not Modified (a cached answer still fresh), 303 See Other (a redirect). */
export const noContentSchema = z.null();

const databaseKindSchema = z.enum(['pglite', 'postgres']);
const socketAdapterSchema = z.enum(['memory', 'redis']);

/** The health answer (200): the database answers, and so does redis when the api uses one (REDIS_URL); `unused` without. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
  socket_adapter: socketAdapterSchema,
  redis: z.enum(['ok', 'unused']),
});
export type Health = z.infer<typeof healthSchema>;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Every error answer: a code to decide by, a message for people, and field errors when a body failed validation. */
export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The health's 503 while redis does not answer (the limits and the socket adapter use it): an api error with the health's fields. */
export const healthDownSchema = z.extend(apiErrorSchema, {
  status: z.literal('down'),
  database: databaseKindSchema,
  socket_adapter: socketAdapterSchema,
  redis: z.literal('down'),
});
export type HealthDown = z.infer<typeof healthDownSchema>;

/** The health's 503: `healthDownSchema` while redis does not answer, the api error alone while the database does not. */
export const healthUnavailableSchema = z.union([healthDownSchema, apiErrorSchema]);
