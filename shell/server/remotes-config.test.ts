import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testTenant } from '@storefront/shared/testing';
import { remoteEntryUrl, shellConfigFromEnv } from './config';
import { currentRemotes, enabledRemotes } from './remotes-config';

describe('remotes configuration', () => {
  it('builds every remote location from the environment, defaulting to the local ports', () => {
    const config = shellConfigFromEnv({ REMOTE_MENU_URL: 'https://cdn.example.com/menu/v42/' });
    expect(config.remotes).toContainEqual({ name: 'menu', entry: 'https://cdn.example.com/menu/v42/mf-manifest.json' });
    expect(config.remotes).toContainEqual({ name: 'waiting-list', entry: 'http://localhost:3005/mf-manifest.json' });
    expect(config.remotes).toHaveLength(6);
  });

  it('keeps an explicit manifest or entry file as given', () => {
    expect(remoteEntryUrl('http://x/remoteEntry.js')).toBe('http://x/remoteEntry.js');
    expect(remoteEntryUrl('http://x/a/mf-manifest.json?v=2')).toBe('http://x/a/mf-manifest.json?v=2');
  });

  it('lets a configuration file move a remote without a restart, and ignores a broken file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
    const config = { ...shellConfigFromEnv({}), remotesConfigFile: file };
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'checkout', entry: 'https://cdn.example.com/checkout/v7/mf-manifest.json' }] }));
    expect(currentRemotes(config).find((r) => r.name === 'checkout')?.entry).toBe('https://cdn.example.com/checkout/v7/mf-manifest.json');
    writeFileSync(file, '{ not json');
    expect(currentRemotes(config).find((r) => r.name === 'checkout')?.entry).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('never hands out a remote the tenant switched off', () => {
    const modules = { ...testTenant().modules, reservations: false };
    expect(enabledRemotes(shellConfigFromEnv({}).remotes, modules).map((r) => r.name)).not.toContain('reservations');
  });
});
