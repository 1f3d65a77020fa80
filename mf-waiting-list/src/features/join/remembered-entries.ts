import { storageKey } from '@storefront/shared';
import { z } from 'zod/mini';

/** The entries this device joined (their link tokens), so a second visit goes back to the one still in line. */
const rememberedSchema = z.array(z.object({ token: z.string(), branchId: z.number(), areaId: z.number() }));
type Remembered = z.infer<typeof rememberedSchema>;

const MAX_REMEMBERED = 10;

const keyOf = (tenant: string) => storageKey(tenant, 'waiting-list.entries');

const read = (tenant: string): Remembered => {
  try {
    const parsed = rememberedSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(tenant)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

export const rememberEntry = (tenant: string, entry: Remembered[number]): void => {
  const kept = [entry, ...read(tenant).filter((candidate) => candidate.token !== entry.token)].slice(0, MAX_REMEMBERED);
  localStorage.setItem(keyOf(tenant), JSON.stringify(kept));
};

/** The tokens this device holds for a branch (and area), newest first. */
export const rememberedTokens = (tenant: string, branchId: number, areaId?: number): string[] =>
  read(tenant)
    .filter((entry) => entry.branchId === branchId && (areaId === undefined || entry.areaId === areaId))
    .map((entry) => entry.token);
