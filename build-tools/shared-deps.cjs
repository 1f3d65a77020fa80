/**
 * The singletons every federated app shares (docs/decisions/one-react-one-mobx.md). One list for the shell and the
 * remotes, so they can never disagree. Subpaths ('react/', 'react-dom/') are shared too, or
 * react-dom/client and react/jsx-runtime would load a second React.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// Read from the installed package (some packages do not export their package.json).
const versionOf = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;
const major = (name) => `^${versionOf(name).split('.')[0]}.0.0`;

const SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next'];

/**
 * Shared too, so the forms of the shell and of every remote use one copy (not a singleton: a remote
 * could use another major without breaking the page). Not zod: a shared module cannot be
 * tree-shaken, and all of zod (~87 KiB gzip) would then load on every first visit instead of the
 * ~30 KiB the contracts use.
 */
const LIBRARIES = ['react-hook-form'];

/** `provided`: a remote's server build takes the singletons from the shell's server and bundles no copy of its own. */
function sharedConfig({ provided = false } = {}) {
  const shared = {};
  const own = provided ? { import: false } : {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: major(name), version: versionOf(name), ...own };
  }
  for (const name of LIBRARIES) {
    shared[name] = { requiredVersion: major(name), version: versionOf(name) };
  }
  for (const name of ['react/', 'react-dom/']) {
    const pkg = name.slice(0, -1);
    shared[name] = { singleton: true, requiredVersion: major(pkg), version: versionOf(pkg), ...own };
  }
  const storefrontShared = require(path.join(root, 'shared/package.json')).version;
  shared['@storefront/shared'] = {
    singleton: true,
    requiredVersion: `^${storefrontShared}`,
    version: storefrontShared,
    ...own,
  };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
