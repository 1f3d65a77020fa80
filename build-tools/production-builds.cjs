/**
 * Dependencies whose package `exports` name only their development build, mapped to the production
 * build they ship beside it (docs/decisions/production-builds-of-dependencies.md). react-router 7 has no `production`
 * export condition: every bundler resolving `react-router` gets `dist/development`, with its dev-only
 * warnings and checks. Aliased only in production builds, so development keeps the warnings.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const reactRouter = path.join(root, 'node_modules/react-router/dist/production');

const productionAliases = () => ({
  'react-router$': path.join(reactRouter, 'index.mjs'),
  'react-router/dom$': path.join(reactRouter, 'dom-export.mjs'),
});

module.exports = { productionAliases };
