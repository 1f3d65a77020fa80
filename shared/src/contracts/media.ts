import { z } from 'zod/mini';

/** GET /media/:tenant/:file: one safe segment each, so a request can never leave the media folder. */
export const mediaParamsSchema = z.object({
  tenant: z.string().check(z.regex(/^[a-z0-9-]{1,63}$/)),
  file: z.string().check(z.regex(/^[a-z0-9-]{1,100}\.(svg|png|jpg|webp)$/)),
});
