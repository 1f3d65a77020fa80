import { useState } from 'react';
import { LoadingFallback } from '@storefront/shared';
import type { Resource } from './resource';

/**
 * A screen's answer on its way, bounded like every loading state (`LoadingFallback`): at the loading
 * limit it says the part is taking too long, reports it, and its retry asks for the answer again
 * (`resource.reload()`), with the limit counted anew.
 */
export function ResourceLoading<T, K>({ what, resource, label }: { what: string; resource: Resource<T, K>; label?: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((count) => count + 1);
    void resource.reload();
  };
  return <LoadingFallback key={attempt} what={what} label={label} onRetry={retry} />;
}
