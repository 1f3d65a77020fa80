import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '../src/ssr/render-contract';

/** How long a rendered page is kept from its render: the next guest after it gets a fresh one. */
export const RENDER_CACHE_TTL_MS = 10_000;
/** Pages kept at once, all tenants together, the least recently used going first. */
export const MAX_RENDERED_PAGES = 500;

interface RenderCacheOptions {
  /** The clock of the time-to-live (milliseconds); tests move their own. */
  perf?: { now: () => number };
}

/**
 * Server-rendered pages kept briefly (docs/decisions/rendered-page-cache.md): every guest's first
 * visit of a tenant's path in a language is the same page. A key names the tenant's host, the variant
 * (the path and query, the language being in the path, and the popup banner painted with it) and the
 * build of the remote that rendered it; a tenant's live change (menu, branch, `update`) drops all of its pages.
 * The whole query is part of the key because the page echoes it (the language switch's link, the
 * popup's way back), so a made-up query is a page of its own: the bound is what keeps those few.
 */
export const createRenderCache = ({ perf }: RenderCacheOptions = {}) => {
  const pages = new LRUCache<string, RenderedPage>({
    max: MAX_RENDERED_PAGES,
    ttl: RENDER_CACHE_TTL_MS,
    ...(perf ? { perf, ttlResolution: 0 } : {}),
  });
  const keyOf = (tenant: string, variant: string, build: string) => `${tenant}\n${variant}\n${build}`;
  return {
    get(tenant: string, variant: string, build: string): RenderedPage | null {
      return pages.get(keyOf(tenant, variant, build)) ?? null;
    },
    set(tenant: string, variant: string, build: string, page: RenderedPage): void {
      pages.set(keyOf(tenant, variant, build), page);
    },
    dropTenant(tenant: string): void {
      const prefix = `${tenant}\n`;
      for (const key of [...pages.keys()]) if (key.startsWith(prefix)) pages.delete(key);
    },
    /** Pages kept now (expired ones included until they are asked for or pushed out). */
    get size(): number {
      return pages.size;
    },
  };
};
