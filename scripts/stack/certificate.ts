import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** A certificate for one day, for `localhost` and 127.0.0.1: the stack's, thrown away with its folder. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "pipe" },
  );
  return { certificate, key, pem: readFileSync(certificate, "utf8") };
}
