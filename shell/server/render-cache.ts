import type { RenderedPage } from '../src/ssr/render-contract';

const TTL_MS = 10_000;

/**
 * Server-rendered pages kept briefly (docs/decisions.md, "Server rendering"): every guest's first
 * visit of a tenant's path in a language is the same page. A key names the tenant's host, the variant
 * (the path and query, the language being in the path, and the popup banner painted with it) and the
 * build of the remote that rendered it; a tenant's live change (menu, branch, `update`) drops all of its pages.
 */
export const createRenderCache = (ttlMs: number = TTL_MS) => {
  const pages = new Map<string, { at: number; page: RenderedPage }>();
  const keyOf = (tenant: string, variant: string, build: string) => `${tenant}\n${variant}\n${build}`;
  return {
    get(tenant: string, variant: string, build: string): RenderedPage | null {
      const kept = pages.get(keyOf(tenant, variant, build));
      return kept && Date.now() - kept.at < ttlMs ? kept.page : null;
    },
    set(tenant: string, variant: string, build: string, page: RenderedPage): void {
      const now = Date.now();
      for (const [key, kept] of pages) if (now - kept.at >= ttlMs) pages.delete(key);
      pages.set(keyOf(tenant, variant, build), { at: now, page });
    },
    dropTenant(tenant: string): void {
      for (const key of pages.keys()) if (key.startsWith(`${tenant}\n`)) pages.delete(key);
    },
  };
};
