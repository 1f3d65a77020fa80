// The edits `npm run new-remote` makes to the files that name every remote, each with its undoing
// (`--remove`). Pure text in, text out, so they are tested without touching the repository
// (scripts/new-remote.test.ts). Every `add…` followed by its `remove…` gives the text back unchanged.

/** `gift-cards` → `giftCards` (its screen id) and `GiftCards` (its names in code). */
const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());
const pascalCase = (name) => camelCase(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** `gift-cards` → `Gift cards`: the English title unless one is given. */
const humanTitle = (name) => name.replace(/-/g, ' ').replace(/^[a-z]/, (letter) => letter.toUpperCase());

const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Names that already mean something else: the route owner `shell`, the workspaces. */
const RESERVED_NAMES = ['shell', 'shared', 'api', 'e2e', 'static-host', 'build-tools'];

/** The paths of the route table, read from the text of shared/src/routing/routes.ts. */
const routePaths = (routesText) => [...routesText.matchAll(/path: '([^']*)'/g)].map((match) => match[1]);
const routeScreens = (routesText) => [...routesText.matchAll(/screen: '([^']*)'/g)].map((match) => match[1]);

/** A route pattern (`/menu/:type`, `/page/:slug?`) as a regular expression of the paths it takes. */
const patternOf = (routePath) =>
  new RegExp(
    `^${routePath
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part.endsWith('?') ? '(?:/[^/]+)?' : part.startsWith(':') ? '/[^/]+' : `/${part.replace(/[.*+^$()|[\]\\]/g, '\\$&')}`,
      )
      .join('')}/?$`,
  );

/**
 * What is wrong with the remote asked for (an empty list when nothing): its name, port and route
 * against the registry (`remotes`) and the route table's text.
 */
const problemsOf = ({ name, port, route }, { remotes, routesText, folderExists }) => {
  const problems = [];
  // Short enough for the one-line entries of the registry and the route table.
  if (!NAME_PATTERN.test(name) || name.length > 20)
    problems.push(`the name "${name}" is not kebab-case (gift-cards) of at most 20 characters`);
  else {
    if (RESERVED_NAMES.includes(name)) problems.push(`the name "${name}" is reserved`);
    if (remotes.some((remote) => remote.name === name)) problems.push(`a remote "${name}" is registered already`);
    if (folderExists) problems.push(`the folder mf-${name} exists already`);
    if (routeScreens(routesText).includes(camelCase(name))) problems.push(`the screen id "${camelCase(name)}" is taken in routes.ts`);
  }
  if (!Number.isInteger(port) || port < 1024 || port > 65535) problems.push(`the port "${port}" is not a number from 1024 to 65535`);
  else if (remotes.some((remote) => remote.port === port)) problems.push(`the port ${port} is taken in the registry`);
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(route) || route.length > 50)
    problems.push(`the route "${route}" is not a path like /gift-cards of at most 50 characters`);
  else {
    const taken = routePaths(routesText).find((existing) => existing === route || patternOf(existing).test(route));
    if (taken) problems.push(`the route ${route} is taken by ${taken} in routes.ts`);
  }
  return problems;
};

/** The next port after the registry's highest. */
const nextPort = (remotes) => Math.max(...remotes.map((remote) => remote.port)) + 1;

const lines = (text) => text.split('\n');
const lastIndexWhere = (list, test) => list.reduce((found, line, index) => (test(line) ? index : found), -1);

// --- shared/src/contracts/remotes.cjs -------------------------------------------------------------

const registryLine = ({ name, port }) =>
  `  { name: '${name}', folder: 'mf-${name}', port: ${port}, moduleSetting: 'website.module_${name.replace(/-/g, '_')}' },`;

const addToRegistry = (text, remote) => {
  const list = lines(text);
  const end = list.indexOf(']);');
  if (end < 0) throw new Error('remotes.cjs: the end of REMOTES (a line "]);") was not found');
  list.splice(end, 0, registryLine(remote));
  return list.join('\n');
};
const removeFromRegistry = (text, name) =>
  lines(text)
    .filter((line) => !line.startsWith(`  { name: '${name}', folder: 'mf-${name}',`))
    .join('\n');

// --- shared/src/routing/routes.ts -----------------------------------------------------------------

const routeLines = ({ name, route }) => [`  // mf-${name}`, `  { screen: '${camelCase(name)}', path: '${route}', owner: '${name}' },`];

/** The new remote's routes go after the other remotes', before the shell's. */
const addRoute = (text, remote) => {
  const list = lines(text);
  let at = list.findIndex((line) => line.startsWith('  // shell:'));
  if (at < 0) at = list.indexOf('];');
  if (at < 0) throw new Error('routes.ts: the end of ROUTES was not found');
  list.splice(at, 0, ...routeLines(remote));
  return list.join('\n');
};
const removeRoute = (text, name) =>
  lines(text)
    .filter((line) => line !== `  // mf-${name}` && !line.endsWith(` owner: '${name}' },`))
    .join('\n');

// --- package.json, package-lock.json (JSON, written as npm writes it) -------------------------------

const toJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The folder goes after the last remote's, so the workspaces keep their order. */
const insertAfterLastRemote = (list, folder) => {
  const at = lastIndexWhere(list, (entry) => entry.startsWith('mf-'));
  return [...list.slice(0, at + 1), folder, ...list.slice(at + 1)];
};

const addWorkspace = (text, name) => {
  const manifest = JSON.parse(text);
  manifest.workspaces = insertAfterLastRemote(manifest.workspaces, `mf-${name}`);
  return toJson(manifest);
};
const removeWorkspace = (text, name) => {
  const manifest = JSON.parse(text);
  manifest.workspaces = manifest.workspaces.filter((entry) => entry !== `mf-${name}`);
  return toJson(manifest);
};

/** An object with `key: value` added where its sorted keys put it (npm sorts the lock's packages). */
const withSortedKey = (object, key, value) => {
  const entries = Object.entries(object);
  const at = entries.findIndex(([existing], index) => index > 0 && existing.localeCompare(key, 'en') > 0);
  entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  return Object.fromEntries(entries);
};

/**
 * The lock's entries of the new workspace, as `npm install` would write them, so `npm ci` accepts the
 * tree without an install: the root's workspaces, the folder's package and its link in node_modules.
 */
const addToLock = (text, name, manifest) => {
  const lock = JSON.parse(text);
  const folder = `mf-${name}`;
  lock.packages[''].workspaces = insertAfterLastRemote(lock.packages[''].workspaces, folder);
  let packages = withSortedKey(lock.packages, folder, {
    name: manifest.name,
    version: manifest.version,
    dependencies: manifest.dependencies,
  });
  packages = withSortedKey(packages, `node_modules/${manifest.name}`, { resolved: folder, link: true });
  lock.packages = packages;
  return toJson(lock);
};
const removeFromLock = (text, name) => {
  const lock = JSON.parse(text);
  const folder = `mf-${name}`;
  lock.packages[''].workspaces = lock.packages[''].workspaces.filter((entry) => entry !== folder);
  delete lock.packages[folder];
  delete lock.packages[`node_modules/@storefront/${folder}`];
  return toJson(lock);
};

// --- tsconfig.json, e2e/tsconfig.json (a reference per line) ------------------------------------------

/** Adds `{ "path": "<prefix>mf-<name>" }` after the last remote's reference. */
const addReference = (text, name, prefix) => {
  const list = lines(text);
  const at = lastIndexWhere(list, (line) => line.includes(`{ "path": "${prefix}mf-`));
  if (at < 0) throw new Error('tsconfig: no reference of a remote to add the new one after');
  const last = list[at];
  const hasComma = last.endsWith(',');
  list[at] = hasComma ? last : `${last},`;
  list.splice(at + 1, 0, `    { "path": "${prefix}mf-${name}" }${hasComma ? ',' : ''}`);
  return list.join('\n');
};
const removeReference = (text, name, prefix) => {
  const list = lines(text);
  const at = list.findIndex((line) => line.trim().replace(/,$/, '') === `{ "path": "${prefix}mf-${name}" }`);
  if (at < 0) return text;
  const wasLast = !list[at].endsWith(',');
  list.splice(at, 1);
  if (wasLast && at > 0) list[at - 1] = list[at - 1].replace(/,$/, '');
  return list.join('\n');
};

// --- docker-compose.yml -------------------------------------------------------------------------------

const upperSnake = (name) => name.replace(/-/g, '_').toUpperCase();
const composeUrlLine = ({ name, port }) => `      REMOTE_${upperSnake(name)}_URL: http://\${PUBLIC_HOST:-localhost}:${port}`;
const composeServerUrlLine = ({ name, port }) => `      REMOTE_${upperSnake(name)}_SERVER_URL: http://mf-${name}:${port}`;
const composeService = ({ name, port }) => [
  `  mf-${name}:`,
  '    build:',
  '      context: .',
  '      target: remote',
  '    environment:',
  `      REMOTE_DIR: mf-${name}`,
  `      PORT: '${port}'`,
  '    ports:',
  `      - '${port}:${port}'`,
  '',
];

/** The shell's two URLs of the remote (where browsers load it, where its server reaches it) and its service. */
const addToCompose = (text, remote) => {
  const list = lines(text);
  const url = lastIndexWhere(list, (line) => /^ {6}REMOTE_\w+(?<!_SERVER)_URL: /.test(line));
  if (url < 0) throw new Error('docker-compose.yml: no REMOTE_*_URL of the shell found');
  list.splice(url + 1, 0, composeUrlLine(remote));
  const serverUrl = lastIndexWhere(list, (line) => /^ {6}REMOTE_\w+_SERVER_URL: /.test(line));
  list.splice(serverUrl + 1, 0, composeServerUrlLine(remote));
  const volumes = list.indexOf('volumes:');
  list.splice(volumes < 0 ? list.length : volumes, 0, ...composeService(remote));
  return list.join('\n');
};
const removeFromCompose = (text, remote) => {
  const service = composeService(remote).join('\n');
  return lines(text.replace(`${service}\n`, ''))
    .filter((line) => line !== composeUrlLine(remote) && line !== composeServerUrlLine(remote))
    .join('\n');
};

// --- e2e/tests/routes.spec.ts (the route sweep reads every owner's screen titles) ----------------------

const sweepImportLine = (name) => `import { texts as ${camelCase(name)}Texts } from '../../mf-${name}/src/texts';`;
const sweepTitlesLine = (name) => `  ${name.includes('-') ? `'${name}'` : name}: ${camelCase(name)}Texts,`;

/** The remote's screen titles in the sweep's TITLES. */
const addToRouteSweep = (text, name) => {
  const list = lines(text);
  const lastImport = lastIndexWhere(list, (line) => /^import \{ texts as \w+ \} from '\.\.\/\.\.\/mf-/.test(line));
  const titlesEnd = list.findIndex((line, index) => index > list.findIndex((l) => l.startsWith('const TITLES')) && line === '};');
  if (lastImport < 0 || titlesEnd < 0) throw new Error('routes.spec.ts: its TITLES were not found');
  // `shell` stays the last of TITLES.
  const shellLine = list.lastIndexOf('  shell,', titlesEnd);
  list.splice(shellLine < 0 ? titlesEnd : shellLine, 0, sweepTitlesLine(name));
  list.splice(lastImport + 1, 0, sweepImportLine(name));
  return list.join('\n');
};
const removeFromRouteSweep = (text, name) =>
  lines(text)
    .filter((line) => line !== sweepImportLine(name) && line !== sweepTitlesLine(name))
    .join('\n');

// --- the template -----------------------------------------------------------------------------------

/** The template's placeholders for a remote: `{{name}}`, `{{folder}}`, `{{port}}`, `{{route}}`, `{{screen}}`, `{{Pascal}}`, the titles. */
const placeholders = ({ name, port, route, titleEn, titleAr }) => ({
  name,
  folder: `mf-${name}`,
  port: String(port),
  route,
  screen: camelCase(name),
  Pascal: pascalCase(name),
  titleEnLiteral: `'${titleEn.replace(/['\\]/g, '\\$&')}'`,
  titleArLiteral: `'${titleAr.replace(/['\\]/g, '\\$&')}'`,
});

const fillTemplate = (text, values) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`unknown placeholder ${match}`);
    return values[key];
  });

module.exports = {
  camelCase,
  humanTitle,
  problemsOf,
  nextPort,
  addToRegistry,
  removeFromRegistry,
  addRoute,
  removeRoute,
  addWorkspace,
  removeWorkspace,
  addToLock,
  removeFromLock,
  addReference,
  removeReference,
  addToCompose,
  removeFromCompose,
  addToRouteSweep,
  removeFromRouteSweep,
  placeholders,
  fillTemplate,
};
