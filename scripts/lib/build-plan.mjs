// What `npm run build` builds, in order, and how to tell whether a part is already built.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT } from './stack.cjs';

/** Node parts first (they are quick and the others need them), then the webpack apps. */
export const NODE_PARTS = [
  { workspace: 'shared', output: 'shared/dist/contracts/index.js' },
  { workspace: 'static-host', output: 'static-host/dist/index.js' },
  { workspace: 'api', output: 'api/dist/main.js' },
];

export const WEB_PARTS = [
  { workspace: 'shell', output: 'shell/server-dist/main.js', also: 'shell/dist/index.html' },
  ...REMOTES.map((r) => ({ workspace: r.folder, output: `${r.folder}/dist/mf-manifest.json` })),
];

export const isBuilt = (part) => [part.output, part.also].filter(Boolean).every((file) => existsSync(path.join(ROOT, file)));
