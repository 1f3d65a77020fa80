import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES, remoteUrlVariable } from '@storefront/shared/remotes';
import { readApiConfig } from '../api/src/config';

interface Service {
  image?: string;
  build?: { context: string; target: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown> | string[];
}

const root = path.resolve(__dirname, '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

/** Compose's interpolation of `${NAME:-default}` and `${NAME:?error}` from `env`, as `docker compose up` does it. */
const interpolated = (value: string, env: Record<string, string>): string =>
  value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest = '') => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  });

const interpolatedApiEnv = (env: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(compose.services.api?.environment ?? {}).map(([name, value]) => [name, interpolated(value, env)]));

/** What one deploying sets beside the compose file (its placeholders), for Unifonic and Turnstile. */
const DEPLOYMENT = {
  SECRETS_KEY: 'ab'.repeat(32),
  SMS_SENDER_NAME: 'Sufra',
  UNIFONIC_APP_SID: 'app-sid',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  EMAIL_FROM: 'orders@example.com',
  TURNSTILE_SECRET_KEY: 'turnstile-secret',
  TURNSTILE_SITE_KEY: 'turnstile-site',
};

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

  it('configures a production api of real providers that starts, each secret asked for by name', () => {
    // The Dockerfile's NODE_ENV=production refuses every stand-in: the compose file's api must pass it.
    const config = readApiConfig({ ...interpolatedApiEnv(DEPLOYMENT), NODE_ENV: 'production' });
    expect(config).toMatchObject({
      paymentProvider: 'none',
      smsProvider: 'unifonic',
      emailProvider: 'smtp',
      humanCheckProvider: 'turnstile',
    });
    for (const name of ['SECRETS_KEY', 'SMS_SENDER_NAME', 'SMTP_URL', 'EMAIL_FROM'])
      expect(() => interpolatedApiEnv({ ...DEPLOYMENT, [name]: '' })).toThrow(new RegExp(`^${name}: set ${name}`));
    // A provider's keys left out: the api refuses to start and names them.
    expect(() => readApiConfig({ ...interpolatedApiEnv({ ...DEPLOYMENT, TURNSTILE_SITE_KEY: '' }), NODE_ENV: 'production' })).toThrow(
      /turnstile needs TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY/,
    );
    expect(config.paymentSettings.secretsKey?.toString('hex')).toBe(DEPLOYMENT.SECRETS_KEY);
    expect(config.storefrontUrl).toBe('http://{host}:8080');
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
