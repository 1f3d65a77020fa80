// Lets a child process of a test run the api from its TypeScript sources, as jest does (a test's api
// process must be the code under test, and the build to dist comes after the unit tests). Compiled
// with @swc/core and the build's own settings (.swcrc.node); start it with `node --conditions=source`
// so @storefront/shared resolves to its sources too.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const BUILD_OPTIONS = JSON.parse(readFileSync(path.resolve(__dirname, '../../../.swcrc.node'), 'utf8'));
delete BUILD_OPTIONS.$schema;

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...BUILD_OPTIONS, filename, sourceMaps: 'inline', swcrc: false });
  module._compile(code, filename);
};
