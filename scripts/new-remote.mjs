// npm run new-remote -- <name> [--port <port>] [--route </path>] [--title <English>] [--title-ar <Arabic>]
// npm run new-remote -- --remove <name>
// Adds a federated remote: its registry entry, its folder from scripts/remote-template/ (one screen that
// loads the tenant's branches through a store slice on `Resource`, with its tests), its route and the
// files that cannot read the registry (workspaces and the lock, tsconfig references, docker-compose).
// `--remove` undoes exactly that. docs/adding-a-remote.md says what each part is.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const edits = require('./lib/new-remote-edits.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(ROOT, 'scripts/remote-template');
const FILES = {
  registry: 'shared/src/contracts/remotes.cjs',
  routes: 'shared/src/routing/routes.ts',
  manifest: 'package.json',
  lock: 'package-lock.json',
  tsconfig: 'tsconfig.json',
  e2eTsconfig: 'e2e/tsconfig.json',
  compose: 'docker-compose.yml',
  routeSweep: 'e2e/tests/routes.spec.ts',
};

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const write = (file, text) => writeFileSync(path.join(ROOT, file), text);
const update = (file, change) => write(file, change(read(file)));

/** The registry as it is on disk now (not a cached `require`: this script changes it). */
const registry = () => {
  const file = path.join(ROOT, FILES.registry);
  delete require.cache[file];
  return require(file).REMOTES;
};

const usage = `Usage: npm run new-remote -- <name> [--port <port>] [--route </path>] [--title <English title>] [--title-ar <Arabic title>]
       npm run new-remote -- --remove <name>
<name> is kebab-case (gift-cards); --port defaults to the next free one, --route to /<name>.`;

const fail = (message) => {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
};

/** The template's files (`*.tmpl`), relative to it. */
const templateFiles = (dir = TEMPLATE) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : entry.name.endsWith('.tmpl') ? [path.relative(TEMPLATE, full)] : [];
  });

/** The workspace's link in node_modules, as `npm install` makes it; nothing needs an install after the command. */
const linkPath = (folder) => path.join(ROOT, 'node_modules/@storefront', folder);

const add = async ({ name, port, route, titleEn, titleAr }) => {
  const remote = { name, port, route };
  const folder = `mf-${name}`;
  const values = edits.placeholders({ name, port, route, titleEn, titleAr });
  for (const file of templateFiles()) {
    const target = path.join(ROOT, folder, file.replace(/\.tmpl$/, ''));
    mkdirSync(path.dirname(target), { recursive: true });
    const text = edits.fillTemplate(readFileSync(path.join(TEMPLATE, file), 'utf8'), values);
    // A long title can need other line breaks than the template's.
    writeFileSync(target, await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target }));
  }
  const manifest = JSON.parse(read(`${folder}/package.json`));
  update(FILES.registry, (text) => edits.addToRegistry(text, remote));
  update(FILES.routes, (text) => edits.addRoute(text, remote));
  update(FILES.manifest, (text) => edits.addWorkspace(text, name));
  update(FILES.lock, (text) => edits.addToLock(text, name, manifest));
  update(FILES.tsconfig, (text) => edits.addReference(text, name, ''));
  update(FILES.e2eTsconfig, (text) => edits.addReference(text, name, '../'));
  update(FILES.compose, (text) => edits.addToCompose(text, remote));
  update(FILES.routeSweep, (text) => edits.addToRouteSweep(text, name));
  if (!existsSync(linkPath(folder))) symlinkSync(`../../${folder}`, linkPath(folder), 'dir');
  console.log(`Added the remote ${name}: ${folder}/ (served on ${port}), its route ${route} (screen ${edits.camelCase(name)}).
Its screen titles are in ${folder}/src/texts.ts: "${titleEn}" and "${titleAr}".
Build and serve it with the rest: npm start. Undo everything: npm run new-remote -- --remove ${name}`);
};

const remove = (name) => {
  const entry = registry().find((remote) => remote.name === name);
  const folder = `mf-${name}`;
  if (!entry && !existsSync(path.join(ROOT, folder))) fail(`There is no remote "${name}" to remove.`);
  const port = entry?.port ?? Number(/\$\{PORT:-(\d+)\}/.exec(read(`${folder}/package.json`))?.[1]);
  update(FILES.registry, (text) => edits.removeFromRegistry(text, name));
  update(FILES.routes, (text) => edits.removeRoute(text, name));
  update(FILES.manifest, (text) => edits.removeWorkspace(text, name));
  update(FILES.lock, (text) => edits.removeFromLock(text, name));
  update(FILES.tsconfig, (text) => edits.removeReference(text, name, ''));
  update(FILES.e2eTsconfig, (text) => edits.removeReference(text, name, '../'));
  update(FILES.compose, (text) => edits.removeFromCompose(text, { name, port }));
  update(FILES.routeSweep, (text) => edits.removeFromRouteSweep(text, name));
  rmSync(path.join(ROOT, folder), { recursive: true, force: true });
  if (lstatSync(linkPath(folder), { throwIfNoEntry: false })) unlinkSync(linkPath(folder));
  console.log(`Removed the remote ${name}: its folder, registry entry, route, workspace, references and services.`);
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    route: { type: 'string' },
    title: { type: 'string' },
    'title-ar': { type: 'string' },
    remove: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) fail('Name one remote.');
const [name] = positionals;

if (values.remove) remove(name);
else {
  const remotes = registry();
  const request = {
    name,
    port: values.port === undefined ? edits.nextPort(remotes) : Number(values.port),
    route: values.route ?? `/${name}`,
    titleEn: values.title ?? edits.humanTitle(name),
    // A plain Arabic title ("a new section") until the remote's team writes its own.
    titleAr: values['title-ar'] ?? 'قسم جديد',
  };
  const problems = edits.problemsOf(request, {
    remotes,
    routesText: read(FILES.routes),
    folderExists: existsSync(path.join(ROOT, `mf-${name}`)),
  });
  if (problems.length > 0) fail(`Cannot add the remote: ${problems.join('; ')}.`);
  await add(request);
}
