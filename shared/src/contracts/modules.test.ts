import { routesOf } from '../routing';
import { REMOTE_NAMES, REMOTES, containerName, moduleSettingKey, modulesFromSettings, remoteUrlVariable } from './modules';
import { remoteNameSchema } from './tenant';

describe('the remotes, as the registry names them', () => {
  it('are the module names of routes, settings and tenants', () => {
    expect(REMOTE_NAMES).toEqual(REMOTES.map((remote) => remote.name));
    expect(remoteNameSchema.safeParse('waiting-list').success).toBe(true);
    expect(remoteNameSchema.safeParse('mf-waiting-list').success).toBe(false);
  });

  it('each own at least one route', () => {
    for (const name of REMOTE_NAMES) expect(routesOf(name).length).toBeGreaterThan(0);
  });

  it('give each remote its container, URL variable and module setting', () => {
    expect(containerName('waiting-list')).toBe('mf_waiting_list');
    expect(remoteUrlVariable('waiting-list')).toBe('REMOTE_WAITING_LIST_URL');
    expect(moduleSettingKey('waiting-list')).toBe('website.module_waiting_list');
  });

  it('switch a remote off only with its setting at 0', () => {
    const modules = modulesFromSettings([
      { key: 'website.module_waiting_list', value: '0' },
      { key: 'website.module_menu', value: '1' },
    ]);
    expect(modules).toEqual({ menu: true, checkout: true, account: true, reservations: true, 'waiting-list': false, emenu: true });
  });
});
