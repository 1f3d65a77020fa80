import { closeOnSignals, listenOrExplain } from '@storefront/static-host';
import { shellConfigFromEnv } from './config';
import { createShellServer } from './server';

const config = shellConfigFromEnv();
const server = createShellServer(config);
listenOrExplain(server, config.port, 'the shell server')
  .then(() => {
    console.log(`shell serving ${config.distDir} on http://localhost:${config.port} (API ${config.apiUrl})`);
    closeOnSignals(server);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
