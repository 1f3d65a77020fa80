import { Suspense, useEffect, type ReactNode } from 'react';
import { loadApiErrorTexts, useStores } from '@storefront/shared';
import { AppErrorBoundary } from './errors/ErrorPage';
import { Analytics } from './frame/Analytics';
import { nextTask } from './evaluate-in-tasks';
import { useSessionLifecycle } from './session/useSessionLifecycle';
import { watchChunkFailures } from './errors/chunk-reload';
import { DocumentSync } from './frame/DocumentSync';
import { Footer } from './frame/Footer';
import { Header } from './frame/Header';
import { PopupBanner } from './frame/PopupBanner';
import { LoginReturnNotice } from './session/LoginReturnNotice';
import { ProgressBar } from './frame/ProgressBar';
import { RouteOutlet } from './routing/RouteOutlet';
import '@storefront/shared/ui/theme.css';
import './theme/fonts.css';
import './styles.css';

/** The frame around every page: header, the route's owner in <main>, footer, banners and progress. */
export function App() {
  const root = useStores();
  useSessionLifecycle();
  useEffect(() => {
    void root.content.load();
    // Live updates and the api error texts are not needed to use the page: they come in a task after hydration.
    const disconnect = nextTask().then(() => {
      // A load cut short (the customer moved on, the network dropped it) is asked again before any error is shown.
      loadApiErrorTexts(root.i18n).catch(() => undefined);
      // Its code comes with socket.io-client's, off the first visit's path.
      return import('./live/connect-socket').then(({ connectSocket }) => connectSocket(root));
    });
    return () => {
      void disconnect.then((close) => close());
    };
  }, [root]);
  useEffect(() => watchChunkFailures(), []);

  return (
    <AppErrorBoundary>
      <div className="sf-app">
        <DocumentSync />
        <Analytics />
        <ProgressBar />
        <Header />
        <LoginReturnNotice />
        <main id="main" className="sf-main" tabIndex={-1}>
          <RouteOutlet />
        </main>
        <Footer />
        <PopupBanner />
      </div>
    </AppErrorBoundary>
  );
}

/**
 * The app inside one Suspense boundary, the same on the server and in the browser: hydrating a
 * server-rendered page, React commits the root at once and then hydrates the boundary at low
 * priority in slices of a few milliseconds, so the main thread is never blocked for the whole
 * page (total blocking time). `afterApp` (null components only) mounts with the hydrated app.
 */
export function SlicedApp({ afterApp }: { afterApp?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <App />
      {afterApp}
    </Suspense>
  );
}
