import { mountStandalone } from '@storefront/shared/standalone';
import App from './App';

const container = document.getElementById('root');
if (container) void mountStandalone(App, container);
