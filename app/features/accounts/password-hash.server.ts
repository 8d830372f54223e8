import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// No `~/` imports: `scripts/hash-password.ts` runs this file directly under Node.

/** scrypt at 64 MiB and about a tenth of a second per guess; the hash records them, so they can be raised later. */
const COST = { N: 2 ** 16, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

export interface PasswordHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function derive(
  password: string,
  salt: Buffer,
  cost: PasswordHash["cost"],
  keyBytes: number,
): Promise<Buffer> {
  // scrypt refuses to use more memory than `maxmem`; allow what the cost needs, with room to spare.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` with base64url salt and key: the TOOLS_PASSWORD_HASH format. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Reads a stored hash; undefined when it is not one `hashPassword` could have made. */
export function parsePasswordHash(text: string): PasswordHash | undefined {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(text.trim());
  if (!match) return undefined;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number);
  const salt = Buffer.from(match[4] ?? "", "base64url");
  const key = Buffer.from(match[5] ?? "", "base64url");
  const powerOfTwo = N !== undefined && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !r || !p || salt.length < 8 || key.length < 16) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/** Compares in constant time: how much of a guess is right never shows in the time taken. */
export async function verifyPassword(password: string, hash: PasswordHash): Promise<boolean> {
  const key = await derive(password, hash.salt, hash.cost, hash.key.length);
  return timingSafeEqual(key, hash.key);
}
