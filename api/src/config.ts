import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './api-root';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProviderName } from './human-check/human-check-providers';
import { SMS_PROVIDERS, type SmsProviderName } from './sms/sms-providers';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  baseHost: string;
  logLevel: LogLevel;
  /** Serve GET /api/v1/dev/outbox (DEV_OUTBOX=1; refused with NODE_ENV=production). */
  devOutbox: boolean;
  humanCheckProvider: HumanCheckProviderName;
  smsProvider: SmsProviderName;
}

const namesOf = <Name extends string>(record: Record<Name, unknown>) => Object.keys(record) as [Name, ...Name[]];

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  API_DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data', 'pglite')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  BASE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .default('localhost'),
  API_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DEV_OUTBOX: z.enum(['0', '1']).default('0'),
  NODE_ENV: z.string().optional(),
  HUMAN_CHECK_PROVIDER: z.enum(namesOf(HUMAN_CHECK_PROVIDERS)).default('sandbox'),
  SMS_PROVIDER: z.enum(namesOf(SMS_PROVIDERS)).default('outbox'),
});

const envRulesSchema = envSchema.refine((env) => !(env.DEV_OUTBOX === '1' && env.NODE_ENV === 'production'), {
  path: ['DEV_OUTBOX'],
  error: 'must not be 1 when NODE_ENV=production (the outbox shows every login code)',
});

/** Reads the api settings from the environment; empty variables count as unset. Throws a readable error. */
export const readApiConfig = (env: NodeJS.ProcessEnv): ApiConfig => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envRulesSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid api environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.API_PORT,
    host: values.API_HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(values.API_DATA_DIR) },
    redisUrl: values.REDIS_URL,
    baseHost: values.BASE_HOST.toLowerCase(),
    logLevel: values.API_LOG_LEVEL,
    devOutbox: values.DEV_OUTBOX === '1',
    humanCheckProvider: values.HUMAN_CHECK_PROVIDER,
    smsProvider: values.SMS_PROVIDER,
  };
};
