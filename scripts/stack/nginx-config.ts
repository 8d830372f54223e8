/**
 * After a failed connection nginx leaves an instance alone this long, then tries it again. A rolling restart
 * waits longer than this after an instance is back before it stops the next (docs/deploy.md), or nginx could
 * find both marked down at once.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 2;

/** What the stack's nginx needs to know: where it lives, where it listens, whom it sends requests to. */
export interface ProxySettings {
  /** nginx's prefix folder: logs, pid and temporary files go under it. */
  dir: string;
  certificate: string;
  key: string;
  httpsPort: number;
  httpPort: number;
  /** The public host name (the certificate's), used in the redirect. */
  host: string;
  upstreams: readonly number[];
  /** Set when nginx's master runs as root: its workers run as this user instead. */
  workerUser?: string;
}

/**
 * The nginx configuration of the production shape (docs/deploy.md explains each choice; decision 114):
 * TLS and HTTP/2 on one port, a redirect from plain HTTP, two instances behind one upstream. Open-source
 * nginx checks upstreams passively: an instance that refuses connections or times out is skipped for
 * `fail_timeout`, and a request it could not take is retried on the other at once. An instance's own answers
 * (a 503 from /healthz while the database is down) pass through as they are.
 */
export function nginxConfig(settings: ProxySettings): string {
  const { dir, httpsPort, httpPort, host } = settings;
  return `${settings.workerUser ? `user ${settings.workerUser};\n` : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;

events {
  worker_connections 1024;
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server_tokens off;
  # The site's largest body (a Photo Downloader batch) is 4 MiB; the site refuses more itself.
  client_max_body_size 5m;

  upstream trafalgar_site {
${settings.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`).join("\n")}
  }

  server {
    listen 127.0.0.1:${httpPort};
    server_name ${host};
    location / {
      return 301 https://${host}:${httpsPort}$request_uri;
    }
  }

  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    server_name ${host};
    ssl_certificate ${settings.certificate};
    ssl_certificate_key ${settings.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:1m;

    location / {
      proxy_pass http://trafalgar_site;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # Replaced, not appended: whatever X-Forwarded-For a client sends is dropped here (decision 115).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host "";
      proxy_set_header X-Request-Id $request_id;
      # An instance that is stopping refuses connections: the request goes to the other one.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # A photo zip streams as it is made: no buffering, no cut-off while it runs.
      proxy_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
}
