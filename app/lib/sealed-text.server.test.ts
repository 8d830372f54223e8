import { afterEach, describe, expect, it, vi } from "vitest";

const secrets = vi.hoisted(() => ({ current: ["the newest secret, long enough to sign with"] }));
vi.mock("./secrets.server", () => ({ sessionSecrets: () => secrets.current }));

const { openText, sealText } = await import("./sealed-text.server");

afterEach(() => {
  secrets.current = ["the newest secret, long enough to sign with"];
});

describe("sealed text", () => {
  it("opens what it sealed, and the sealed form does not contain the text", () => {
    const sealed = sealText("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openText(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(sealText("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("still opens after the secret is rotated, and not once the old secret is dropped", () => {
    const sealed = sealText("a second-factor secret");
    secrets.current = [
      "a rotated secret, also long enough to sign",
      "the newest secret, long enough to sign with",
    ];
    expect(openText(sealed)).toBe("a second-factor secret");
    secrets.current = ["a rotated secret, also long enough to sign"];
    expect(openText(sealed)).toBeUndefined();
  });

  it("refuses an altered or truncated text", () => {
    const sealed = sealText("a second-factor secret");
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(openText(altered)).toBeUndefined();
    expect(openText("short")).toBeUndefined();
  });
});
