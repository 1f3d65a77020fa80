/** A command line that cannot run; the message says why. */
export class UsageError extends Error {
  override name = 'UsageError';
}
