import { request } from "node:https";
import { connect } from "node:tls";
import type { Stack } from "../../scripts/stack/stack.ts";

export interface TlsAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One HTTPS request to the stack's nginx, checking its certificate, from the loopback address `from`
 * (127.0.0.2, 127.0.0.3…: each is another visitor as nginx sees it).
 */
export function stackRequest(
  stack: Stack,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<TlsAnswer> {
  const { port } = new URL(stack.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        servername: "localhost",
        ca: stack.certificate,
        method: options.method ?? "GET",
        path,
        localAddress: options.from ?? "127.0.0.1",
        headers: { Host: new URL(stack.origin).host, ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    req.once("error", reject);
    req.end(options.body);
  });
}

/** The protocol nginx agrees to over TLS when a client offers HTTP/2 first, as browsers do. */
export function negotiatedProtocol(stack: Stack): Promise<string | false> {
  const { port } = new URL(stack.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(
      {
        host: "127.0.0.1",
        port: Number(port),
        servername: "localhost",
        ca: stack.certificate,
        ALPNProtocols: ["h2", "http/1.1"],
      },
      () => {
        resolve(socket.alpnProtocol ?? false);
        socket.end();
      },
    );
    socket.once("error", reject);
  });
}

/** A sign-in form posted through nginx, as a browser without scripts sends it. */
export function stackSignIn(stack: Stack, password: string, from: string, forwardedFor?: string) {
  return stackRequest(stack, "/tools/login", {
    method: "POST",
    from,
    body: new URLSearchParams({ email: stack.ownerEmail, password }).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: stack.origin,
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
  });
}
