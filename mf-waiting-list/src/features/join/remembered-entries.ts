import { storageKey } from '@storefront/shared';

/** The entries this device joined (their link tokens), so a second visit goes back to the one still in line. */
type Remembered = { token: string; branchId: number; areaId: number }[];

/** Checked without zod: the register and entry pages read it, and their first paint loads no zod. */
const isRemembered = (value: unknown): value is Remembered =>
  Array.isArray(value) &&
  value.every((entry: Partial<Remembered[number]> | null) => {
    return (
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.token === 'string' &&
      typeof entry.branchId === 'number' &&
      typeof entry.areaId === 'number'
    );
  });

const MAX_REMEMBERED = 10;

const keyOf = (tenant: string) => storageKey(tenant, 'waiting-list.entries');

const read = (tenant: string): Remembered => {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(tenant)) ?? '[]');
    return isRemembered(kept) ? kept : [];
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
