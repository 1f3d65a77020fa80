import { ACCESS_LOG_FORMAT, nginxConfig, STEP_HEADER } from './nginx-config';

const LAYOUT = { dir: '/tmp/run/nginx', apiPort: 45400, storefrontPort: 45401, apiInstancePorts: [45402, 45403], shellPort: 45404 };

/** Each character of `text` with the block depth it is at; braces inside '…' (the log format) are text. */
const depths = (text: string): Array<{ char: string; depth: number; brace: boolean }> => {
  let depth = 0;
  let quoted = false;
  return [...text].map((char) => {
    if (char === "'") quoted = !quoted;
    const brace = !quoted && (char === '{' || char === '}');
    if (brace && char === '}') depth -= 1;
    const at = { char, depth, brace };
    if (brace && char === '{') depth += 1;
    return at;
  });
};

/** The body of the first block `head { ... }` in `text` (blocks nest). */
const block = (text: string, head: string): string => {
  const start = text.indexOf(`${head} {`);
  if (start < 0) throw new Error(`no block ${head}`);
  const chars = depths(text.slice(start));
  const open = chars.findIndex((at) => at.brace);
  const close = chars.findIndex((at, index) => index > open && at.brace && at.depth === chars[open]?.depth);
  if (close < 0) throw new Error(`block ${head} is not closed`);
  return text.slice(start + open + 1, start + close);
};

/** The directives of a block's own level (nested blocks left out), without their semicolons. */
const directives = (body: string): string[] => {
  const flat = depths(body)
    .filter((at) => at.depth === 0 && !at.brace)
    .map((at) => at.char)
    .join('');
  return flat
    .split(';')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
};

/** The servers' blocks in order, by their listen directive. */
const serverListening = (config: string, port: number): string => {
  const servers = config.split(/\n {2}server \{/).slice(1);
  const found = servers.find((server) => server.includes(`listen 127.0.0.1:${port};`));
  if (!found) throw new Error(`no server listens on ${port}`);
  return `{${found}`;
};

describe('the nginx configuration of the production run', () => {
  const config = nginxConfig(LAYOUT);

  it('sends api calls round robin to every instance', () => {
    expect(directives(block(config, 'upstream api'))).toEqual(['server 127.0.0.1:45402', 'server 127.0.0.1:45403']);
    expect(directives(block(serverListening(config, 45400), 'location /'))).toContain('proxy_pass http://api');
  });

  it('keeps socket.io on one instance per client address, with the WebSocket upgrade passed on', () => {
    expect(directives(block(config, 'upstream api_sockets'))).toEqual(['ip_hash', 'server 127.0.0.1:45402', 'server 127.0.0.1:45403']);
    const sockets = directives(block(serverListening(config, 45400), 'location /socket.io/'));
    expect(sockets).toEqual(
      expect.arrayContaining([
        'proxy_pass http://api_sockets',
        'proxy_http_version 1.1',
        'proxy_set_header Upgrade $http_upgrade',
        'proxy_set_header Connection $connection_upgrade',
      ]),
    );
    // A request without Upgrade closes its connection instead of asking for one.
    expect(directives(block(config, 'map $http_upgrade $connection_upgrade'))).toEqual(['default upgrade', "'' close"]);
  });

  it('tells the api the client address and host of every call', () => {
    for (const location of ['location /socket.io/', 'location /'])
      expect(directives(block(serverListening(config, 45400), location))).toEqual(
        expect.arrayContaining(['proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for', 'proxy_set_header Host $host']),
      );
  });

  it('serves the storefront from the shell server on its own port', () => {
    expect(directives(block(config, 'upstream shell'))).toEqual(['server 127.0.0.1:45404']);
    expect(directives(block(serverListening(config, 45401), 'location /'))).toContain('proxy_pass http://shell');
  });

  it('runs in the foreground and writes only into its own folder', () => {
    expect(directives(config)).toContain('daemon off');
    const paths = config.match(/\s(\/[^\s;]+)/g)?.map((found) => found.trim()) ?? [];
    expect(paths.length).toBeGreaterThanOrEqual(8);
    expect(paths.filter((found) => !found.startsWith(`${LAYOUT.dir}/`) && found !== '/' && found !== '/socket.io/')).toEqual([]);
  });

  it('logs, for every request, the instance that answered and the step named in the step header', () => {
    expect(directives(block(config, 'http'))).toEqual(
      expect.arrayContaining([`log_format run escape=json '${ACCESS_LOG_FORMAT}'`, `access_log ${LAYOUT.dir}/access.log run`]),
    );
    expect(ACCESS_LOG_FORMAT).toContain('"upstream":"$upstream_addr"');
    expect(ACCESS_LOG_FORMAT).toContain(`"step":"$http_${STEP_HEADER.replace(/-/g, '_')}"`);
  });
});
