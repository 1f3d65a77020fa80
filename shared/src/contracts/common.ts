import { z } from 'zod/mini';

export const localeSchema = z.enum(['ar', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** A text in both languages, as tenant content and catalogue names are stored. */
export const localizedTextSchema = z.object({ ar: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Every list answer of the platform API is `{ data: [...] }`. */
export const listOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });
export const itemOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: item });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  socket_adapter: z.enum(['memory', 'redis']),
});
export type Health = z.infer<typeof healthSchema>;
