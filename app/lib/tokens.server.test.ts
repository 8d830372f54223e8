import { createHmac, hkdfSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

const NEWEST = "the newest secret, long enough to sign with";
const secrets = vi.hoisted(() => ({ current: ["the newest secret, long enough to sign with"] }));
vi.mock("./secrets.server", () => ({ sessionSecrets: () => secrets.current }));

const { randomToken, signerFor, tokenDigest } = await import("./tokens.server");

afterEach(() => {
  secrets.current = [NEWEST];
});

describe("tokens", () => {
  it("makes random tokens of the asked length, different each time", () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken(12)).toMatch(/^[\w-]{16}$/);
    expect(randomToken()).not.toBe(randomToken());
  });

  it("stores a token as its SHA-256 digest, in base64url or hex", () => {
    expect(tokenDigest("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    expect(tokenDigest("abc", "hex")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("signs under the purpose's own key, so links signed before keep their signature", () => {
    const key = Buffer.from(hkdfSync("sha256", NEWEST, "", "trafalgar test purpose v1", 32));
    const expected = createHmac("sha256", key).update("body").digest();
    const signer = signerFor("trafalgar test purpose v1");
    expect(signer.sign("body")).toBe(expected.toString("base64url"));
    expect(signer.sign("body", 16)).toBe(expected.subarray(0, 16).toString("base64url"));
    expect(signerFor("trafalgar other purpose v1").sign("body")).not.toBe(signer.sign("body"));
  });

  it("verifies under any configured secret, and refuses another body or a dropped secret", () => {
    const signer = signerFor("trafalgar test purpose v1");
    const signature = signer.sign("body");
    expect(signer.verify("body", signature)).toBe(true);
    expect(signer.verify("other body", signature)).toBe(false);
    expect(signer.verify("body", signature.slice(0, 20))).toBe(false);
    secrets.current = ["a rotated secret, also long enough to sign", NEWEST];
    expect(signer.verify("body", signature)).toBe(true);
    secrets.current = ["a rotated secret, also long enough to sign"];
    expect(signer.verify("body", signature)).toBe(false);
  });
});
