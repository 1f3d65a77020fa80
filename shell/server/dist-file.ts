import { promises as fs } from 'node:fs';

/** A reader of one built file: read again only when it changes (a rebuild in place); null while the build has none. */
export const distFileReader = (file: string): (() => Promise<string | null>) => {
  let kept: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const stats = await fs.stat(file).catch(() => null);
    if (!stats) return null;
    if (!kept || kept.mtimeMs !== stats.mtimeMs) kept = { mtimeMs: stats.mtimeMs, text: await fs.readFile(file, 'utf8') };
    return kept.text;
  };
};
