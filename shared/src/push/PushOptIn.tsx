import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { PushTarget } from '@storefront/shared/contracts';
import { pushSupported } from './browser-push';

// The control loads only in a browser that can take pushes, once the page runs: the server's page
// and the screens' own chunks carry none of it.
const PushControl = lazy(() => import('./PushControl').then((module) => ({ default: module.PushControl })));

// What the browser offers does not change while the page is open.
const unchanging = () => () => undefined;
const noPushOnServer = () => false;

// The control's place while its code comes (its button and the gap under it; push.css comes with the
// code, so the size is set here): what stands below it, the page's own buttons, does not move under a tap.
const RESERVED = { marginBlock: '0.75rem', minBlockSize: '3.25rem' } as const;

/** "Notify me …" for one waiting-list entry, order or reservation: nothing where the browser has no web push. */
export function PushOptIn({ target }: { target: PushTarget }) {
  const supported = useSyncExternalStore(unchanging, pushSupported, noPushOnServer);
  if (!supported) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" style={RESERVED} />}>
      <PushControl target={target} />
    </Suspense>
  );
}
