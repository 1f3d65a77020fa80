import { evaluateInTasks } from './evaluate-in-tasks';

// Everything loads behind dynamic imports, so shared modules are negotiated before any code runs.
// The libraries the app is built on are evaluated first, one task each, so no single task blocks
// the main thread for all of them (total blocking time, docs/performance.md). zod is configured
// in its step, before the shared package (or any remote) defines a schema.
void evaluateInTasks([
  () => import('react-dom/client'),
  () => import('mobx'),
  () => import('i18next'),
  () => import('./warm-up-zod'),
  () => import('@storefront/shared'),
  () => import('./bootstrap'),
]);
