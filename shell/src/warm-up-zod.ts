import { z } from 'zod/mini';

// The page's Content-Security-Policy allows no eval, so zod must not probe `new Function` when it
// builds its first schema. Its configuration lives on globalThis, so this reaches every bundle's copy
// of zod (the shell's and each remote's); it runs before any of them defines a schema.
z.config({ jitless: true });

// The first schema zod builds and checks compiles most of its code; done here, in a task of its
// own, that one-time cost is not added to the task that evaluates the shared package's contracts.
// zod/mini, as the contracts are written: classic zod is never part of the first visit.
z.object({
  text: z.nullable(z.string().check(z.minLength(1))),
  count: z.optional(z.int().check(z.positive())),
  kind: z.enum(['a']),
}).safeParse({});
