import type { AppOptions } from './app-options';
import { clockStartingAt } from './clock';
import type { ApiConfig } from './config';
import { waitingJoinLimitsOf } from './waiting-list/waiting-join-limits';

/** The api's options as the environment configures them, but its database and photo store (main.ts; the production routes' test). */
export const appOptionsOf = (config: ApiConfig): Omit<AppOptions, 'db' | 'photoStore'> => ({
  baseHost: config.baseHost,
  redisUrl: config.redisUrl,
  redisCommandTimeoutMs: config.redisCommandTimeoutMs,
  ...(config.redisKeys ? { limitsRedisPrefix: config.redisKeys.limits, socketRedisKey: config.redisKeys.socket } : {}),
  logLevel: config.logLevel,
  devOutbox: config.devOutbox,
  referencePage: config.referencePage,
  humanCheckProvider: config.humanCheckProvider,
  humanCheckSettings: config.humanCheckSettings,
  smsProvider: config.smsProvider,
  smsSettings: config.smsSettings,
  ...(config.clockStart ? { clock: clockStartingAt(config.clockStart) } : {}),
  emailProvider: config.emailProvider,
  emailSettings: config.emailSettings,
  paymentProvider: config.paymentProvider,
  publicUrl: config.publicUrl,
  storefrontUrl: config.storefrontUrl,
  paymentSandboxSecret: config.paymentSandboxSecret,
  paymentSettings: config.paymentSettings,
  otpCodesPerIpPerHour: config.otpCodesPerIpPerHour,
  waitingJoinLimits: waitingJoinLimitsOf({
    perAddress: config.waitingJoinsPerIpPerHour,
    unchecked: config.waitingUncheckedJoinsPerIpPerHour,
  }),
  trustProxy: config.trustProxy,
  vapid: config.vapid,
  pushLoopbackHttp: config.pushLoopbackHttp,
  pushServiceHosts: config.pushServiceHosts,
});
