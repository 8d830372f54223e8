import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, verifyPassword } from "./password-hash.server";

describe("staff password hashes", () => {
  it("accepts the password it was made from and nothing else", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$65536\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const hash = parsePasswordHash(stored);
    if (!hash) throw new Error("hash did not parse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts each hash, so equal passwords do not give equal hashes", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("refuses text that is not a hash it could have made", () => {
    expect(parsePasswordHash("scrypt$")).toBeUndefined();
    expect(parsePasswordHash("scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5")).toBeUndefined();
    expect(parsePasswordHash("bcrypt$2b$10$abc")).toBeUndefined();
    expect(parsePasswordHash("scrypt$16384$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5")).toMatchObject({
      cost: { N: 16_384, r: 8, p: 1 },
    });
  });
});
