import { z } from 'zod/mini';
import { remoteNameSchema, settingSchema, tenantSchema } from './tenant';

/** Where a remote is deployed: its `mf-manifest.json` (or `remoteEntry.js`) URL. */
export const remoteLocationSchema = z.object({ name: remoteNameSchema, entry: z.string().check(z.minLength(1)) });
export type RemoteLocation = z.infer<typeof remoteLocationSchema>;

/** The runtime remotes configuration the shell server serves at /remotes.json. */
export const remotesConfigSchema = z.object({ remotes: z.array(remoteLocationSchema) });

/**
 * What the shell server injects into index.html for the first paint: the tenant, its first-paint
 * settings, where the API is, and the remotes this tenant has enabled.
 */
export const bootstrapSchema = z.object({
  tenant: tenantSchema,
  settings: z.array(settingSchema),
  apiUrl: z.string().check(z.minLength(1)),
  remotes: z.array(remoteLocationSchema),
  /** Sentry DSN of this deployment; error reporting stays off without it. */
  errorReportingDsn: z.optional(z.string()),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
