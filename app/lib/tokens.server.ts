import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "./secrets.server";

/*
 * How the site makes the tokens its links, cookies and forms carry. A random token is stored only as its digest,
 * so the database alone opens nothing; a signed one is not stored at all. Every signature is made with a key
 * derived from SESSION_SECRET for one purpose alone, so a signature made for one purpose (a form token) is never
 * valid for another (an unsubscribe link), and a secret's rotation reaches them all.
 */

/** `bytes` random bytes (default 32: 256 bits) in base64url, 43 characters for 32 bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** The SHA-256 digest a random token is stored as: base64url (43 characters), or hex where a table has it so. */
export function tokenDigest(token: string, encoding: "base64url" | "hex" = "base64url"): string {
  return createHash("sha256").update(token).digest(encoding);
}

/** Signatures for one purpose: what `signerFor` answers. */
export interface PurposeSigner {
  /**
   * The HMAC-SHA256 of `body` under the newest SESSION_SECRET's key for this purpose, in base64url: its first
   * `bytes` bytes (default all 32, 43 characters).
   */
  sign(body: string, bytes?: number): string;
  /**
   * Whether `signature` (base64url, all 32 bytes) is `body`'s under any configured SESSION_SECRET, newest
   * first, so links signed before a rotation keep working; compared in constant time.
   */
  verify(body: string, signature: string): boolean;
}

/**
 * The signer of one purpose, named by the HKDF info string its key is derived with (e.g. `trafalgar contact
 * form token v1`). Changing a purpose's name invalidates every signature made under it.
 */
export function signerFor(purpose: string): PurposeSigner {
  const mac = (secret: string, body: string) =>
    createHmac("sha256", Buffer.from(hkdfSync("sha256", secret, "", purpose, 32)))
      .update(body)
      .digest();
  return {
    sign(body, bytes = 32) {
      const [newest = ""] = sessionSecrets();
      return mac(newest, body).subarray(0, bytes).toString("base64url");
    },
    verify(body, signature) {
      const given = Buffer.from(signature, "base64url");
      return sessionSecrets().some((secret) => {
        const expected = mac(secret, body);
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}
