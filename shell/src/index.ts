// The page's Content-Security-Policy allows no eval, so zod must not probe `new Function` when it
// builds its first schema. Its configuration lives on globalThis, so this reaches every bundle's copy
// of zod (the shell's and each remote's); it runs before any of them defines a schema.
import { config as configureZod } from 'zod/v4/core';

configureZod({ jitless: true });

// Load everything behind a dynamic import so shared modules are negotiated before any code runs.
void import('./bootstrap');
