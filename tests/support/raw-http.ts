import { request } from "node:http";

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as it is; with `chunked`, in 16 kB chunks without a Content-Length. */
  body?: string | Buffer;
  chunked?: boolean;
  /** Leave the Host header out altogether (fetch always sends one). */
  noHost?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as it arrived, still compressed if it was sent so. */
  bytes: Buffer;
}

const CHUNK_BYTES = 16 * 1024;

/**
 * One HTTP/1.1 request exactly as given, through node:http rather than fetch, so a test can send what a
 * browser never would: no Host, an invalid one, any method, a chunked body. Rejects if the connection is
 * reset before an answer arrives.
 */
export function rawRequest(origin: string, options: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        setHost: !options.noHost && !options.headers?.Host,
        agent: false,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error(`${options.method} ${options.path} timed out`)));
    const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
    if (!body) return void req.end();
    if (!options.chunked) {
      req.setHeader("Content-Length", body.length);
      return void req.end(body);
    }
    for (let offset = 0; offset < body.length; offset += CHUNK_BYTES) {
      req.write(body.subarray(offset, offset + CHUNK_BYTES));
    }
    req.end();
  });
}

/**
 * Starts a POST and sends `megabytes` of body as fast as the server takes it (chunked, or with its length
 * declared up front), resolving with the status as soon as an answer arrives, which is before the body is
 * finished when the server refuses early.
 */
export function floodPost(
  origin: string,
  options: { path: string; headers: Record<string, string>; megabytes: number; declared: boolean },
): Promise<number> {
  const { hostname, port } = new URL(origin);
  const bytes = options.megabytes * 1024 * 1024;
  const headers = options.declared
    ? { ...options.headers, "Content-Length": String(bytes) }
    : options.headers;
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: "POST", path: options.path, agent: false, headers },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      },
    );
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(CHUNK_BYTES * 4, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}
