import { DomainError } from '../domain/domain-error';

/** The `Retry-After` of a request refused because its limits could not be checked (redis reconnects within 5 s). */
export const LIMITS_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A limit that cannot be checked (its redis does not answer) refuses the request: 503
 * `limits_unavailable` with `Retry-After`, before the work it guards is done.
 */
export const limitsUnavailable = (cause: unknown): DomainError<'limits_unavailable'> =>
  new DomainError('limits_unavailable', { retryAfterSeconds: LIMITS_UNAVAILABLE_RETRY_AFTER_SECONDS, cause });
