// The edits of `npm run new-remote` on the repository's own files, in memory: each adds what the
// registry tests ask for, and `--remove` gives every file back byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES } from '@storefront/shared/remotes';
import {
  addReference,
  addRoute,
  addToCompose,
  addToLock,
  addToRegistry,
  addToRouteSweep,
  addWorkspace,
  fillTemplate,
  placeholders,
  problemsOf,
  removeFromCompose,
  removeFromLock,
  removeFromRegistry,
  removeFromRouteSweep,
  removeReference,
  removeRoute,
  removeWorkspace,
} from './lib/new-remote-edits.cjs';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// A name no real remote takes, on a port after the registry's: the tests hold whatever remotes the repository has.
const port = Math.max(...REMOTES.map((entry) => entry.port)) + 100;
const remote = { name: 'new-remote-probe', port, route: '/new-remote-probe' };
const routesText = read('shared/src/routing/routes.ts');
const context = { remotes: REMOTES, routesText, folderExists: false };

describe('npm run new-remote: what it asks of a new remote', () => {
  it('takes a kebab-case name, a free port and a free route', () => {
    expect(problemsOf(remote, context)).toEqual([]);
  });

  it.each([
    [{ name: 'GiftCards' }, 'not kebab-case'],
    [{ name: 'gift_cards' }, 'not kebab-case'],
    [{ name: 'a-name-longer-than-twenty' }, 'at most 20 characters'],
    [{ name: 'shell' }, 'reserved'],
    [{ name: REMOTES[0]!.name, route: '/new-remote-probe' }, 'registered already'],
    [{ port: REMOTES[0]!.port }, `port ${REMOTES[0]!.port} is taken`],
    [{ port: 80 }, 'not a number from 1024'],
    [{ route: 'gift-cards' }, 'not a path'],
    [{ route: '/checkout' }, 'taken by /checkout'],
    [{ route: '/menu/gifts' }, 'taken by /menu/:type'],
    [{ route: '/page' }, 'taken by /page/:slug?'],
  ])('refuses %o (%s)', (change, problem) => {
    expect(problemsOf({ ...remote, ...change }, context).join('; ')).toContain(problem);
  });

  it('refuses a folder that exists and a screen id the route table has', () => {
    expect(problemsOf(remote, { ...context, folderExists: true }).join('; ')).toContain('folder mf-new-remote-probe exists');
    expect(problemsOf({ ...remote, name: 'order', route: '/orders-x' }, context).join('; ')).toContain('screen id "order" is taken');
  });
});

describe('npm run new-remote: the files that name every remote', () => {
  const manifest = { name: '@storefront/mf-new-remote-probe', version: '0.1.0', dependencies: { react: '^19.3.1' } };
  const edits: Array<[string, (text: string) => string, (text: string) => string]> = [
    ['shared/src/contracts/remotes.cjs', (text) => addToRegistry(text, remote), (text) => removeFromRegistry(text, remote.name)],
    ['shared/src/routing/routes.ts', (text) => addRoute(text, remote), (text) => removeRoute(text, remote.name)],
    ['package.json', (text) => addWorkspace(text, remote.name), (text) => removeWorkspace(text, remote.name)],
    ['package-lock.json', (text) => addToLock(text, remote.name, manifest), (text) => removeFromLock(text, remote.name)],
    ['tsconfig.json', (text) => addReference(text, remote.name, ''), (text) => removeReference(text, remote.name, '')],
    ['e2e/tsconfig.json', (text) => addReference(text, remote.name, '../'), (text) => removeReference(text, remote.name, '../')],
    ['docker-compose.yml', (text) => addToCompose(text, remote), (text) => removeFromCompose(text, remote)],
    ['e2e/tests/routes.spec.ts', (text) => addToRouteSweep(text, remote.name), (text) => removeFromRouteSweep(text, remote.name)],
  ];

  it.each(edits)('%s: the removal gives back the file as it was', (file, add, remove) => {
    const before = read(file);
    const added = add(before);
    expect(added).not.toBe(before);
    expect(remove(added)).toBe(before);
  });

  it('registers the remote by the naming rules, and routes it after the other remotes', () => {
    expect(addToRegistry(read('shared/src/contracts/remotes.cjs'), remote)).toContain(
      `  { name: 'new-remote-probe', folder: 'mf-new-remote-probe', port: ${port}, moduleSetting: 'website.module_new_remote_probe' },\n]);`,
    );
    expect(addRoute(routesText, remote)).toContain(
      "  // mf-new-remote-probe\n  { screen: 'newRemoteProbe', path: '/new-remote-probe', owner: 'new-remote-probe' },\n  // shell:",
    );
  });

  it('keeps the JSON files valid, with the workspace after the other remotes and linked in the lock', () => {
    expect(JSON.parse(addWorkspace(read('package.json'), remote.name)).workspaces.slice(-2)).toEqual(['mf-new-remote-probe', 'e2e']);
    const lock = JSON.parse(addToLock(read('package-lock.json'), remote.name, manifest));
    expect(lock.packages['mf-new-remote-probe']).toEqual(manifest);
    expect(lock.packages['node_modules/@storefront/mf-new-remote-probe']).toEqual({ resolved: 'mf-new-remote-probe', link: true });
    const references = JSON.parse(addReference(read('e2e/tsconfig.json'), remote.name, '../')).references;
    expect(references.at(-1)).toEqual({ path: '../mf-new-remote-probe' });
  });

  it('gives docker-compose a service and the shell its two URLs of the remote', () => {
    const services = parse(addToCompose(read('docker-compose.yml'), remote)).services;
    expect(services['mf-new-remote-probe']).toEqual({
      build: { context: '.', target: 'remote' },
      environment: { REMOTE_DIR: 'mf-new-remote-probe', PORT: String(port) },
      ports: [`${port}:${port}`],
    });
    expect(services.shell.environment.REMOTE_NEW_REMOTE_PROBE_URL).toBe(`http://\${PUBLIC_HOST:-localhost}:${port}`);
    expect(services.shell.environment.REMOTE_NEW_REMOTE_PROBE_SERVER_URL).toBe(`http://mf-new-remote-probe:${port}`);
  });
});

describe('the remote template', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

  it('uses only the placeholders the command fills', () => {
    const values = placeholders({ ...remote, titleEn: "Gift 'cards'", titleAr: 'بطاقات الهدايا' });
    for (const file of files(path.join(root, 'scripts/remote-template'))) {
      expect(file).toMatch(/\.tmpl$/);
      expect(fillTemplate(readFileSync(file, 'utf8'), values)).not.toMatch(/\{\{\w+\}\}/);
    }
    expect(values.titleEnLiteral).toBe("'Gift \\'cards\\''");
    expect(() => fillTemplate('{{unknown}}', values)).toThrow('unknown placeholder {{unknown}}');
  });
});
