// The files that cannot read the registry of remotes (shared/src/contracts/remotes.cjs) must agree with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, containerName, remotePortVariable, remoteUrlVariable } from '@storefront/shared/remotes';

const root = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const folders = REMOTES.map((remote: { folder: string }) => remote.folder);
const referencesOf = (file: string, prefix: string): string[] =>
  (readJson(file).references as Array<{ path: string }>).map((reference) => reference.path.replace(prefix, ''));

describe('the registry of remotes', () => {
  it('names each remote, folder and port once', () => {
    for (const key of ['name', 'folder', 'port', 'moduleSetting'] as const) {
      const values = REMOTES.map((remote: Record<string, unknown>) => remote[key]);
      expect(new Set(values).size).toBe(REMOTES.length);
    }
  });

  it('follows the naming rules: folder mf-<name>, setting website.module_<name>, JS-safe container', () => {
    for (const { name, folder, moduleSetting } of REMOTES) {
      expect(folder).toBe(`mf-${name}`);
      expect(moduleSetting).toBe(`website.module_${name.replace(/-/g, '_')}`);
      expect(containerName(name)).toMatch(/^[A-Za-z_$][\w$]*$/);
    }
    expect(remoteUrlVariable('waiting-list')).toBe('REMOTE_WAITING_LIST_URL');
    expect(remotePortVariable('waiting-list')).toBe('WAITING_LIST_PORT');
  });

  it('lists every mf-* folder of the repository, and each is a workspace package building its remote', () => {
    const onDisk = readdirSync(root).filter((entry) => entry.startsWith('mf-') && existsSync(path.join(root, entry, 'package.json')));
    expect(onDisk.sort()).toEqual([...folders].sort());
    for (const { name, folder, port } of REMOTES) {
      const manifest = readJson(`${folder}/package.json`);
      expect(manifest.name).toBe(`@storefront/${folder}`);
      expect(manifest.scripts.serve).toContain(`\${PORT:-${port}}`);
      expect(readFileSync(path.join(root, folder, 'webpack.config.js'), 'utf8')).toContain(`remote: '${name}'`);
    }
  });

  it('agrees with the workspaces of package.json', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    expect(workspaces.filter((workspace) => workspace.startsWith('mf-')).sort()).toEqual([...folders].sort());
  });

  it('agrees with the project references of tsconfig.json and e2e/tsconfig.json', () => {
    expect(
      referencesOf('tsconfig.json', '')
        .filter((reference) => reference.startsWith('mf-'))
        .sort(),
    ).toEqual([...folders].sort());
    expect(
      referencesOf('e2e/tsconfig.json', '../')
        .filter((reference) => reference.startsWith('mf-'))
        .sort(),
    ).toEqual([...folders].sort());
  });
});
