/** Where nginx listens and what it sends on to. */
export interface NginxLayout {
  /** The folder nginx runs in (its pid file, logs and temporary files). */
  dir: string;
  /** The api's address for clients: every api call and socket.io. */
  apiPort: number;
  /** The storefront's address for browsers: the shell server. */
  storefrontPort: number;
  /** The api instances' own ports. */
  apiInstancePorts: readonly number[];
  shellPort: number;
}

/** The access log's one JSON line per request: which upstream answered it, and the run's step that sent it. */
export const ACCESS_LOG_FORMAT =
  '{"step":"$http_x_production_run_step","method":"$request_method","uri":"$request_uri","status":"$status","upstream":"$upstream_addr"}';

/** The request header the run names its steps with, logged as `step`. */
export const STEP_HEADER = 'x-production-run-step';

const servers = (ports: readonly number[]) => ports.map((port) => `    server 127.0.0.1:${port};`).join('\n');

const FORWARDED = `      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

/**
 * nginx in front of the api instances as a deployment runs it: calls go round robin; socket.io sticks
 * to one instance per client address (ip_hash), because a socket.io session's HTTP requests must all
 * reach the instance that holds it, and its WebSocket upgrade is passed on. Runs in the foreground
 * with everything it writes under `dir`, so it needs no system folder.
 */
export const nginxConfig = (layout: NginxLayout): string => `daemon off;
worker_processes 1;
pid ${layout.dir}/nginx.pid;
error_log ${layout.dir}/error.log warn;

events {
  worker_connections 256;
}

http {
  log_format run escape=json '${ACCESS_LOG_FORMAT}';
  access_log ${layout.dir}/access.log run;
  client_body_temp_path ${layout.dir}/client-body;
  proxy_temp_path ${layout.dir}/proxy;
  fastcgi_temp_path ${layout.dir}/fastcgi;
  uwsgi_temp_path ${layout.dir}/uwsgi;
  scgi_temp_path ${layout.dir}/scgi;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream api {
${servers(layout.apiInstancePorts)}
  }

  upstream api_sockets {
    ip_hash;
${servers(layout.apiInstancePorts)}
  }

  upstream shell {
${servers([layout.shellPort])}
  }

  server {
    listen 127.0.0.1:${layout.apiPort};

    location /socket.io/ {
      proxy_pass http://api_sockets;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
${FORWARDED}
      proxy_read_timeout 1h;
    }

    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
${FORWARDED}
    }
  }

  server {
    listen 127.0.0.1:${layout.storefrontPort};

    location / {
      proxy_pass http://shell;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
${FORWARDED}
    }
  }
}
`;
