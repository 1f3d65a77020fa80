// The page's Content-Security-Policy allows no eval, so zod must not probe `new Function` when it
// builds its first schema. Its configuration lives on globalThis, so this reaches every bundle's copy
// of zod (the shell's and each remote's); it runs before any of them defines a schema.
import { config as configureZod } from 'zod/v4/core';
import { evaluateInTasks } from './evaluate-in-tasks';

configureZod({ jitless: true });

// Everything loads behind dynamic imports, so shared modules are negotiated before any code runs.
// The libraries the app is built on are evaluated first, one task each, so no single task blocks
// the main thread for all of them (total blocking time, docs/performance.md).
void evaluateInTasks([
  () => import('react-dom/client'),
  () => import('mobx'),
  () => import('i18next'),
  () => import('./warm-up-zod'),
  () => import('@storefront/shared'),
  () => import('./bootstrap'),
]);
