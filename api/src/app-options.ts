import type { RouteOptions } from 'fastify';
import { OTP_IP_LIMIT } from './auth/otp-rules';
import { systemClock, type Clock } from './clock';
import type { LogLevel } from './config';
import type { Db } from './db/db';
import { folderPhotoStore, type PhotoStore } from './emenu/feedback/photo-store';
import { DEFAULT_FEEDBACK_PHOTOS_DIR } from './emenu/feedback/photo-store-config';
import { NO_EMAIL_SETTINGS, type EmailProviderName, type EmailSettings } from './email/email-providers';
import type { LogStream } from './http/log-options';
import type { TrustProxy } from './http/trust-proxy';
import type { HumanCheckSettings } from './human-check/hosted-human-check-settings';
import type { HumanCheckProviderName } from './human-check/human-check-providers';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentProviderName, type PaymentSettings } from './payments/payment-providers';
import { DEFAULT_SANDBOX_SECRET } from './payments/sandbox-provider';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push/push-endpoints';
import type { PushSender } from './push/push-sender';
import type { VapidKeys } from './push/vapid-keys';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis/redis-timeouts';
import { NO_SMS_SETTINGS, type SmsProviderName, type SmsSettings } from './sms/sms-providers';
import { WAITING_JOIN_LIMITS, type WaitingJoinLimits } from './waiting-list/waiting-join-limits';

/** The unpaid-order sweep's period by default (expiry itself is also applied on every payment call and slot count). */
const UNPAID_SWEEP_MS = 60_000;

export interface AppOptions {
  /** A migrated database (see `prepareDatabase`); the caller opens and closes it. */
  db: Db;
  /** Tenants live at `{name}.{baseHost}` besides their own domain. */
  baseHost: string;
  /** Share socket events with other api instances through this redis. */
  redisUrl?: string | undefined;
  logLevel?: LogLevel;
  /** Where the log's JSON lines go (tests read them); stdout by default. */
  logStream?: LogStream;
  /** Where every "now" comes from (tests move it); the system clock by default. */
  clock?: Clock;
  /** Serve the development SMS outbox (GET /api/v1/dev/outbox). Off by default. */
  devOutbox?: boolean;
  /** Serve the interactive reference of the OpenAPI document (/api/v1/reference). Off by default. */
  referencePage?: boolean;
  humanCheckProvider?: HumanCheckProviderName;
  /** The hosted human checks' keys and addresses (none by default). */
  humanCheckSettings?: HumanCheckSettings;
  smsProvider?: SmsProviderName;
  /** The real SMS providers' credentials and the platform's sender name (none by default). */
  smsSettings?: SmsSettings;
  emailProvider?: EmailProviderName;
  /** The SMTP server and the platform's sender address of `emailProvider: 'smtp'` (none by default). */
  emailSettings?: EmailSettings;
  paymentProvider?: PaymentProviderName;
  /** The api's public base URL (the sandbox payment page's address); default http://localhost:4000. */
  publicUrl?: string;
  /** The storefront origin, `{host}` standing for the tenant's domain; default http://{host}:8080. */
  storefrontUrl?: string;
  /** The sandbox payment webhooks' master secret (each tenant signs with a secret derived from it). */
  paymentSandboxSecret?: string;
  /** The real providers' keys and URLs, and SECRETS_KEY for tenants' own providers (none by default). */
  paymentSettings?: PaymentSettings;
  /** How often unpaid online orders past `order.unpaid_expiry_minutes` are expired; 0 turns the sweep off. */
  unpaidSweepMs?: number;
  /** Login codes one IP address may ask for per hour and tenant. */
  otpCodesPerIpPerHour?: number;
  /** The budgets of waiting-list joins (WAITING_JOIN_LIMITS by default). */
  waitingJoinLimits?: WaitingJoinLimits;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY): their addresses/CIDRs, or how
   * many hops to trust. Unset: the header is ignored and every limit keys on the socket's address.
   */
  trustProxy?: TrustProxy | undefined;
  /** Where the rate limits keep their windows in redis (with `redisUrl`); tests give each api its own. */
  limitsRedisPrefix?: string;
  /** The socket.io redis adapter's channel prefix (with `redisUrl`); tests give each database's apis their own. */
  socketRedisKey?: string;
  /** How long a redis command waits for its answer before redis counts as unreachable (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs?: number;
  /** Where e-menu feedback photos are kept; a folder under the repository's `.data` by default. */
  photoStore?: PhotoStore;
  /** Told every route as it is registered (the route table's test reads their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Web push's VAPID keys; null or unset: push is off (the public key answers null, subscribing 503). */
  vapid?: VapidKeys | null;
  /** Sends the pushes (tests may give their own); `web-push` with `vapid` by default. */
  pushSender?: PushSender;
  /** Accept push endpoints on http://127.0.0.1 / localhost (tests' push service stand-in); off by default: https only. */
  pushLoopbackHttp?: boolean;
  /** The https hosts push endpoints may have; the browsers' known push services by default. */
  pushServiceHosts?: readonly string[];
}

/** The options with every default filled in (what `buildApp` assembles the api from). */
export type ResolvedAppOptions = Required<Omit<AppOptions, 'redisUrl' | 'logStream' | 'trustProxy' | 'onRoute' | 'pushSender'>> &
  Pick<AppOptions, 'redisUrl' | 'logStream' | 'trustProxy' | 'onRoute' | 'pushSender'>;

/** The options a caller may leave out, with their defaults: development stand-ins, the local addresses, the limits of docs/api.md. */
const DEFAULTS: Omit<ResolvedAppOptions, 'db' | 'baseHost' | 'redisUrl' | 'logStream' | 'trustProxy' | 'onRoute' | 'pushSender'> = {
  logLevel: 'info',
  clock: systemClock,
  devOutbox: false,
  referencePage: false,
  humanCheckProvider: 'sandbox',
  humanCheckSettings: {},
  smsProvider: 'outbox',
  smsSettings: NO_SMS_SETTINGS,
  emailProvider: 'outbox',
  emailSettings: NO_EMAIL_SETTINGS,
  paymentProvider: 'sandbox',
  publicUrl: 'http://localhost:4000',
  storefrontUrl: 'http://{host}:8080',
  paymentSandboxSecret: DEFAULT_SANDBOX_SECRET,
  paymentSettings: DEFAULT_PAYMENT_SETTINGS,
  unpaidSweepMs: UNPAID_SWEEP_MS,
  otpCodesPerIpPerHour: OTP_IP_LIMIT.max,
  waitingJoinLimits: WAITING_JOIN_LIMITS,
  limitsRedisPrefix: 'storefront:limit:',
  socketRedisKey: 'socket.io',
  redisCommandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
  photoStore: folderPhotoStore(DEFAULT_FEEDBACK_PHOTOS_DIR),
  vapid: null,
  pushLoopbackHttp: false,
  pushServiceHosts: KNOWN_PUSH_SERVICE_HOSTS,
};

/** The options as given, every one left out (or given as undefined) taking its default. */
export const withDefaults = (options: AppOptions): ResolvedAppOptions => {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as AppOptions;
  return { ...DEFAULTS, ...given };
};
