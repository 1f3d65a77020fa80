import { evaluateInTasks } from './evaluate-in-tasks';

// Everything loads behind dynamic imports, so shared modules are negotiated before any code runs.
// The libraries the app is built on are evaluated first, one task each, so no single task blocks
// the main thread for all of them (total blocking time, docs/performance.md).
// The page's Content-Security-Policy allows no eval, so zod must not probe `new Function` when it
// builds its first schema. zod keeps its configuration on globalThis (`__zod_globalConfig`), where
// every bundle's copy reads it (the shared package's lazy schemas, each remote's own): set here,
// before any of them loads, and without loading zod, which a first visit does not need.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };

void evaluateInTasks([
  () => import('react-dom/client'),
  () => import('mobx'),
  () => import('i18next'),
  () => import('@storefront/shared'),
  () => import('./bootstrap'),
]);
