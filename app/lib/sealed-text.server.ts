import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecrets } from "./secrets.server";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = "trafalgar sealed text v1";

/** A key per signing secret, derived rather than used as is, so a cookie signature and a sealed text never share one. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", KEY_INFO, 32));
}

/**
 * Text kept encrypted in the database (a second-factor secret): a copy of the database alone does not give
 * it away. Sealed with the newest SESSION_SECRET; opened with any of them, so rotation keeps it readable.
 */
export function sealText(text: string): string {
  const [newest = ""] = sessionSecrets();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyOf(newest), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The text `sealText` sealed, or undefined when no configured secret opens it (or it was altered). */
export function openText(sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const body = bytes.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of sessionSecrets()) {
    try {
      const decipher = createDecipheriv(ALGORITHM, keyOf(secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // Not this secret: try the next (an older one, before rotation).
    }
  }
  return undefined;
}
