import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaParamsSchema } from '@storefront/shared/contracts';
import { API_ROOT } from '../api-root';
import type { PublicScope } from '../tenancy/scopes';
import { HttpError } from './http-error';
import { mediaAnswer } from './route-schema';

const MEDIA_DIR = path.join(API_ROOT, 'media');
const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

// Names are restricted to one safe segment each (`mediaParamsSchema`), so a request can never leave MEDIA_DIR.

const extensionOf = (file: string): keyof typeof CONTENT_TYPES => path.extname(file).slice(1) as keyof typeof CONTENT_TYPES;

/**
 * GET /media/:tenant/:file: the tenants' logos, icons and banner images, cached for a year (a changed
 * image gets a new file name).
 */
export const mediaRoutes = async (scope: PublicScope): Promise<void> => {
  const schema = { params: mediaParamsSchema, response: { 200: mediaAnswer('The image', Object.values(CONTENT_TYPES)) } };
  scope.get('/media/:tenant/:file', { schema }, async (request, reply) => {
    const params = mediaParamsSchema.safeParse(request.params);
    if (!params.success) throw new HttpError(404, 'not_found', { message: 'Media not found' });
    const { tenant, file } = params.data;
    const content = await readFile(path.join(MEDIA_DIR, tenant, file)).catch(() => {
      throw new HttpError(404, 'not_found', { message: `Media ${tenant}/${file} not found` });
    });
    return reply
      .header('content-type', CONTENT_TYPES[extensionOf(file)])
      .header('cache-control', 'public, max-age=31536000')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(content);
  });
};
