import { z } from 'zod/mini';

/** `meta` of a paged list: `current_page` from 1. An unpaged list has one page with everything. */
export const pageMetaSchema = z.object({
  current_page: z.int().check(z.positive()),
  last_page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pagedListOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export const PAGE_SIZE = { default: 10, max: 50 } as const;

/** Query of a paged list: `page` (from 1) and `per_page` (1 to 50); `pagination=false` gives everything. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(PAGE_SIZE.max)), PAGE_SIZE.default),
  pagination: z._default(z.enum(['true', 'false']), 'true'),
});

/** The meta of one page of `total` rows. */
export const pageMeta = (total: number, page: number, perPage: number): PageMeta => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});
