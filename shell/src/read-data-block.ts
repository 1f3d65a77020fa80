import type { z } from 'zod/mini';

/** A `<script type="application/json">` block the server put into the page, checked by its schema; null when absent or damaged. */
export const readDataBlock = <T>(id: string, schema: z.ZodMiniType<T>): T | null => {
  try {
    const parsed = schema.safeParse(JSON.parse(document.getElementById(id)?.textContent ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
