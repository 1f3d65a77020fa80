/** Ports of the stack the end-to-end suite starts (kept away from `npm start`'s defaults). */
export const E2E_PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 14000),
  shell: Number(process.env.E2E_SHELL_PORT ?? 18080),
  remotesBase: Number(process.env.E2E_REMOTES_BASE_PORT ?? 13000),
  /** A second shell whose remotes the tests break and mend. */
  isolationShell: Number(process.env.E2E_ISOLATION_SHELL_PORT ?? 18081),
  /** The waiting-list remote of the isolation shell: a server the test starts and stops. */
  stoppableRemote: Number(process.env.E2E_STOPPABLE_REMOTE_PORT ?? 13105),
  /** Serves the hand-written remote that throws (as the isolation shell's e-menu). */
  throwingRemote: Number(process.env.E2E_THROWING_REMOTE_PORT ?? 13106),
  /** The stand-in of Moyasar's API, where the card form posts the card (and 3-D Secure happens). */
  moyasar: Number(process.env.E2E_MOYASAR_PORT ?? 13107),
  /** The stand-in of Paymob's API and its Unified Checkout page. */
  paymob: Number(process.env.E2E_PAYMOB_PORT ?? 13108),
  /**
   * A second api and shell whose login codes go through Unifonic and whose human check is Turnstile
   * (the main stack keeps the development outbox and the sum); the spec that uses them runs the two
   * providers' stand-ins on the ports after them.
   */
  providersApi: Number(process.env.E2E_PROVIDERS_API_PORT ?? 14002),
  providersShell: Number(process.env.E2E_PROVIDERS_SHELL_PORT ?? 18082),
  unifonic: Number(process.env.E2E_UNIFONIC_PORT ?? 13109),
  turnstile: Number(process.env.E2E_TURNSTILE_PORT ?? 13110),
};

export const shellUrl = (tenant: string, path = '/', port = E2E_PORTS.shell): string => `http://${tenant}.localhost:${port}${path}`;
export const isolationUrl = (path: string): string => shellUrl('sufra', path, E2E_PORTS.isolationShell);

/**
 * For requests made from Node (Playwright's `request`), which does not resolve `*.localhost` as
 * browsers do: the loopback URL plus the tenant's Host header.
 */
export const tenantRequest = (tenant: string, path: string, port = E2E_PORTS.shell) => ({
  url: `http://127.0.0.1:${port}${path}`,
  headers: { Host: `${tenant}.localhost:${port}` },
});

/** Where the api's clock starts in the suite: Sunday 12:00 in Riyadh (11:00 in Cairo). */
export const E2E_CLOCK_START = '2026-11-22T09:00:00Z';
