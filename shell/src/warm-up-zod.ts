import { config as configureZod } from 'zod/v4/core';
import { z } from 'zod';

// The page's Content-Security-Policy allows no eval, so zod must not probe `new Function` when it
// builds its first schema. Its configuration lives on globalThis, so this reaches every bundle's copy
// of zod (the shell's and each remote's); it runs before any of them defines a schema.
configureZod({ jitless: true });

// The first schema zod builds and checks compiles most of its code; done here, in a task of its
// own, that one-time cost is not added to the task that evaluates the shared package's contracts.
z.object({ text: z.string().min(1).nullable(), count: z.number().int().positive().optional(), kind: z.enum(['a']) }).safeParse({});
