#!/usr/bin/env node
// static-host --dir dist --port 3001 [--spa] [--name mf-menu] [--source-maps]
const path = require('node:path');
const { parseArgs } = require('node:util');
const { serveFolder, closeOnSignals } = require('../dist/index.js');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string' },
    name: { type: 'string' },
    spa: { type: 'boolean', default: false },
    'source-maps': { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('static-host: give --port or PORT');
  process.exit(2);
}
const root = path.resolve(values.dir);
const label = values.name ?? path.basename(path.dirname(root));
serveFolder({ root, port, label, spa: values.spa, host: values.host, sourceMaps: values['source-maps'] })
  .then((server) => {
    console.log(`${label} serving ${root} on http://localhost:${port}`);
    closeOnSignals(server);
  })
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
