import { DocumentSync } from './frame/DocumentSync';
import { Footer } from './frame/Footer';
import { Header } from './frame/Header';
import { RouteOutlet } from './routing/RouteOutlet';
import './styles.css';

/** The frame around every page: header, the route's owner in <main>, footer. */
export function App() {
  return (
    <div className="sf-app">
      <DocumentSync />
      <Header />
      <main id="main" className="sf-main" tabIndex={-1}>
        <RouteOutlet />
      </main>
      <Footer />
    </div>
  );
}
