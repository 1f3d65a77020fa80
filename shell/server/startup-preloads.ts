import type { ScriptPreload } from './scripts-after-load';

/** What build-tools/startup-files.cjs writes into dist/. */
export const STARTUP_FILES = 'startup-files.json';

const SCRIPT_FILE = /^[\w.-]+\.js$/;

/**
 * The scripts every page loads right after the shell's entry, as preloads beside it: fetched at once
 * instead of one after another (docs/decisions/startup-preloads.md). None without the list (development).
 */
export const startupPreloads = (listed: string | null): ScriptPreload[] => {
  const files: unknown = listed ? JSON.parse(listed) : [];
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file))
    .map((file) => ({ as: 'script', href: `/${file}` }));
};
