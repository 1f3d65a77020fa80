import { Fragment, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../errors/report-error';
import { LoadFailure, Loading } from './LoadState';

/** The longest a part of the page may show its loading state before the customer is offered a retry. */
const LOADING_LIMIT_MS = 10_000;

const reloadPage = () => window.location.reload();

/**
 * A loading state that never lasts: the Suspense fallback of every lazy part, the shell's loading
 * of a remote and a customer page's check of the session. At `LOADING_LIMIT_MS` it says so with a retry button (`onRetry`, by default the page
 * loaded again: a lazy part React is waiting for cannot be asked again in place) and reports it.
 */
export function LoadingFallback({ what, label, onRetry = reloadPage }: { what: string; label?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const [stalled, setStalled] = useState(false);
  // A layout effect: React stops it while a Suspense fallback hides this loading state (a customer
  // page's session check behind its screen's fallback), so only what the customer sees is counted.
  useLayoutEffect(() => {
    const timer = setTimeout(() => {
      setStalled(true);
      reportError(new Error(`${what} was still loading after 10 s`), { kind: 'loading-stalled', what });
    }, LOADING_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [what]);
  return stalled ? <LoadFailure message={t('loadingStalled')} onRetry={onRetry} /> : <Loading label={label} />;
}

/**
 * A Suspense boundary whose stalled fallback first tries again in place: its content is mounted
 * anew, so a lazy part that did arrive (but was never shown) shows at once; stalled once more, the
 * retry loads the page again.
 */
export function RetryingSuspense({ what, children }: { what: string; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Suspense fallback={<LoadingFallback key={attempt} what={what} onRetry={attempt === 0 ? () => setAttempt(1) : reloadPage} />}>
      <Fragment key={attempt}>{children}</Fragment>
    </Suspense>
  );
}
