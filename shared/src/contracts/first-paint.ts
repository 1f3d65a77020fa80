import { z } from 'zod/mini';

/**
 * What a server-rendered page carries besides its HTML: the api answers its first paint was made
 * from (GET calls only, keyed by path and query), so the browser builds the same state without
 * asking again and hydrates the same markup, and the popup banner the server painted for this
 * visitor (their cookies decide it), if any. In a `<script type="application/json">` data block.
 */
export const firstPaintSchema = z.object({
  answers: z.record(z.string(), z.object({ status: z.int(), data: z.unknown() })),
  popup_banner_id: z.nullable(z.int()),
});
export type FirstPaint = z.infer<typeof firstPaintSchema>;
