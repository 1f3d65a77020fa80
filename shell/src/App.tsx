import { useEffect } from 'react';
import { useStores } from '@storefront/shared';
import { AppErrorBoundary } from './errors/ErrorPage';
import { watchChunkFailures } from './errors/chunk-reload';
import { DocumentSync } from './frame/DocumentSync';
import { Footer } from './frame/Footer';
import { Header } from './frame/Header';
import { PopupBanner } from './frame/PopupBanner';
import { ProgressBar } from './frame/ProgressBar';
import { RouteOutlet } from './routing/RouteOutlet';
import './styles.css';

/** The frame around every page: header, the route's owner in <main>, footer, banners and progress. */
export function App() {
  const { content } = useStores();
  useEffect(() => {
    void content.load();
    return watchChunkFailures();
  }, [content]);

  return (
    <AppErrorBoundary>
      <div className="sf-app">
        <DocumentSync />
        <ProgressBar />
        <Header />
        <main id="main" className="sf-main" tabIndex={-1}>
          <RouteOutlet />
        </main>
        <Footer />
        <PopupBanner />
      </div>
    </AppErrorBoundary>
  );
}
