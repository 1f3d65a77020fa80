import path from 'node:path';

/** The api package folder: the same from `src/` (jest) and from `dist/` (node). */
export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
