// The one registry of the federated remotes. Everything that names a remote reads it: the shared
// contracts (module names, tenant module switches, route owners), the shell server's remote URLs,
// the webpack federation names, the start and build scripts and the ESLint boundaries. Files that
// cannot read it (package.json, tsconfig.json, docker-compose.yml) are checked against it by
// scripts/remotes-registry.test.ts. Plain CommonJS data so TypeScript, Node scripts and configs read it
// without a build; a new remote starts here, written by `npm run new-remote` (docs/adding-a-remote.md).

/**
 * name: the remote's module name: the `owner` of its routes (shared/src/routing/routes.ts), its key in
 *   a tenant's modules and in the shell's remote locations.
 * folder: its workspace folder (also its docker-compose service and its log label).
 * port: where `npm start` and docker-compose serve it.
 * moduleSetting: the tenant setting that switches it on ('1', or missing) or off ('0').
 */
const REMOTES = /** @type {const} */ ([
  { name: 'menu', folder: 'mf-menu', port: 3001, moduleSetting: 'website.module_menu' },
  { name: 'checkout', folder: 'mf-checkout', port: 3002, moduleSetting: 'website.module_checkout' },
  { name: 'account', folder: 'mf-account', port: 3003, moduleSetting: 'website.module_account' },
  { name: 'reservations', folder: 'mf-reservations', port: 3004, moduleSetting: 'website.module_reservations' },
  { name: 'waiting-list', folder: 'mf-waiting-list', port: 3005, moduleSetting: 'website.module_waiting_list' },
  { name: 'emenu', folder: 'mf-emenu', port: 3006, moduleSetting: 'website.module_emenu' },
]);

/** @param {string} name */
const upperSnake = (name) => name.replace(/-/g, '_').toUpperCase();

/**
 * Federation container name of a remote (a valid JS identifier): `mf_waiting_list`.
 * @param {string} name
 */
const containerName = (name) => `mf_${name.replace(/-/g, '_')}`;

/**
 * Where the shell server finds a remote: `REMOTE_MENU_URL`, `REMOTE_WAITING_LIST_URL`, ...
 * @param {string} name
 */
const remoteUrlVariable = (name) => `REMOTE_${upperSnake(name)}_URL`;

/**
 * The port `npm start` serves a remote on: `MENU_PORT`, `WAITING_LIST_PORT`, ...
 * @param {string} name
 */
const remotePortVariable = (name) => `${upperSnake(name)}_PORT`;

module.exports = { REMOTES, containerName, remoteUrlVariable, remotePortVariable };
