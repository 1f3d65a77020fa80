/** What a report says besides the error: short tags (`kind`, `what`) an error tracker can group by. */
export type ReportContext = Record<string, string>;

export type ErrorReporter = (error: unknown, context: ReportContext) => void;

/** Reports made before the tracker started (it loads after the first paint), handed over when it does. */
const MAX_WAITING = 20;
let reporter: ErrorReporter | null = null;
const waiting: Array<[unknown, ReportContext]> = [];

/**
 * Where reports go: the shell sets its error tracker (Sentry) once it has started. The package is one
 * copy on the page (a federation singleton), so the remotes' reports reach it too.
 */
export const setErrorReporter = (next: ErrorReporter | null): void => {
  reporter = next;
  if (next) for (const [error, context] of waiting.splice(0)) next(error, context);
};

/** Reports a failure the customer was shown a fallback for (it did not throw anywhere the tracker sees). */
export const reportError = (error: unknown, context: ReportContext): void => {
  console.error(`Reported (${Object.values(context).join(', ')})`, error);
  if (reporter) reporter(error, context);
  else if (waiting.length < MAX_WAITING) waiting.push([error, context]);
};
