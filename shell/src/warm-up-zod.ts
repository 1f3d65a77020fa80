import { z } from 'zod';

// The first schema zod builds and checks compiles most of its code; done here, in a task of its
// own, that one-time cost is not added to the task that evaluates the shared package's contracts.
z.object({ text: z.string().min(1).nullable(), count: z.number().int().positive().optional(), kind: z.enum(['a']) }).safeParse({});
