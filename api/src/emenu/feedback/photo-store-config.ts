import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../../api-root';
import { folderPhotoStore, type PhotoStore } from './photo-store';
import { s3PhotoStore } from './s3-photo-store';

/** The default folder of feedback photos: the api's data directory, beside the embedded database. */
export const DEFAULT_FEEDBACK_PHOTOS_DIR = path.join(REPO_ROOT, '.data', 'feedback-photos');

const S3_KEYS = ['FEEDBACK_S3_ENDPOINT', 'FEEDBACK_S3_BUCKET', 'FEEDBACK_S3_ACCESS_KEY_ID', 'FEEDBACK_S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z
  .object({
    FEEDBACK_PHOTOS_DIR: z.string().default(DEFAULT_FEEDBACK_PHOTOS_DIR),
    FEEDBACK_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    FEEDBACK_S3_BUCKET: z.string().optional(),
    FEEDBACK_S3_REGION: z.string().default('us-east-1'),
    FEEDBACK_S3_ACCESS_KEY_ID: z.string().optional(),
    FEEDBACK_S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .refine((env) => S3_KEYS.every((key) => env[key] === undefined) || S3_KEYS.every((key) => env[key] !== undefined), {
    error: `set all of ${S3_KEYS.join(', ')} for a bucket, or none for the folder`,
  });

/**
 * The photo store the environment asks for (docs/api.md, "Electronic menu"): an S3-compatible bucket
 * when FEEDBACK_S3_* are set, else the folder FEEDBACK_PHOTOS_DIR. Empty variables count as unset.
 */
export const photoStoreFromEnv = (env: NodeJS.ProcessEnv): PhotoStore => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success)
    throw new Error(
      `Invalid api environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  const values = parsed.data;
  return values.FEEDBACK_S3_ENDPOINT &&
    values.FEEDBACK_S3_BUCKET &&
    values.FEEDBACK_S3_ACCESS_KEY_ID &&
    values.FEEDBACK_S3_SECRET_ACCESS_KEY
    ? s3PhotoStore({
        endpoint: values.FEEDBACK_S3_ENDPOINT,
        bucket: values.FEEDBACK_S3_BUCKET,
        region: values.FEEDBACK_S3_REGION,
        accessKeyId: values.FEEDBACK_S3_ACCESS_KEY_ID,
        secretAccessKey: values.FEEDBACK_S3_SECRET_ACCESS_KEY,
      })
    : folderPhotoStore(path.resolve(values.FEEDBACK_PHOTOS_DIR));
};
