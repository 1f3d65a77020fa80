import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES, remoteUrlVariable } from '@storefront/shared/remotes';

interface Service {
  image?: string;
  build?: { context: string; target: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown> | string[];
}

const root = path.resolve(__dirname, '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  const { services } = compose;

  it('has postgres, redis, the api, the shell and a host per remote of the registry', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'shell', ...REMOTES.map((remote) => remote.folder)].sort());
  });

  it('wires the api to PostgreSQL and Redis on its port', () => {
    const api = services.api!;
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
    // A production database is never given the demo tenants unless the one deploying asks.
    expect(api.environment?.SEED_DEMO).toBe('${SEED_DEMO:-0}');
    expect(api.ports).toContain('4000:4000');
    expect(Object.keys(api.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis']));
  });

  it('points the shell at the api and at every remote', () => {
    const env = services.shell!.environment ?? {};
    expect(env.API_URL).toBe('http://api:4000');
    const remoteVariables = Object.keys(env).filter((key) => /^REMOTE_.*(?<!_SERVER)_URL$/.test(key));
    expect(remoteVariables.sort()).toEqual(REMOTES.map((remote) => remoteUrlVariable(remote.name)).sort());
    for (const { name, port } of REMOTES) expect(env[remoteUrlVariable(name)]).toMatch(new RegExp(`:${port}$`));
    // The shell's server reaches each remote inside the network, by its service name (server rendering, preloads).
    for (const { name, folder, port } of REMOTES)
      expect(env[remoteUrlVariable(name).replace(/_URL$/, '_SERVER_URL')]).toBe(`http://${folder}:${port}`);
    expect(services.shell!.ports).toContain('8080:8080');
  });

  it('serves each remote from its own folder and port, from build targets the Dockerfile defines', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    for (const { folder, port } of REMOTES) {
      const service = services[folder]!;
      expect(service.environment).toEqual({ REMOTE_DIR: folder, PORT: String(port) });
      expect(service.ports).toEqual([`${port}:${port}`]);
    }
    for (const service of Object.values(services).filter((s) => s.build)) {
      expect(dockerfile).toContain(`AS ${service.build!.target}`);
    }
  });
});
