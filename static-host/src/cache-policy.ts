/**
 * Cache headers (docs/decisions/stable-entry-file-names.md): the files that name a deploy (HTML, `remoteEntry.js`,
 * `mf-manifest.json`, stable-named entries, runtime configuration) are revalidated on every load;
 * content-hashed chunks never change and are cached for a year.
 */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const cacheControlFor = (fileName: string): string => (HASHED.test(fileName) ? IMMUTABLE : NO_CACHE);
