/**
 * How long a customer token lives. A token unused for `idleMs` dies; using it renews that window, but
 * the renewal is written at most once per `renewEveryMs` so ordinary browsing does not write on every
 * call. Whatever its use, a token dies `absoluteMs` after the login that made it.
 */
export const CUSTOMER_TOKEN_LIFETIME = {
  idleMs: 30 * 24 * 60 * 60_000,
  renewEveryMs: 60 * 60_000,
  absoluteMs: 180 * 24 * 60 * 60_000,
} as const;
