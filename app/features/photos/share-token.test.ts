import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { redactSharePath, SHARE_TOKEN_BYTES, SHARE_TOKEN_PATTERN } from "./share-token";

describe("share link tokens", () => {
  const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");

  it("carry at least 128 random bits and match the pattern the server checks", () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
  });

  it("reach logs as their first six characters only", () => {
    expect(redactSharePath(`/share/${token}`)).toBe(`/share/${token.slice(0, 6)}…`);
    expect(redactSharePath(`/share/${token}/zip/90003-001`)).toBe(
      `/share/${token.slice(0, 6)}…/zip/90003-001`,
    );
    expect(redactSharePath("/shared/x")).toBe("/shared/x");
    expect(redactSharePath("/tools/photo-downloader/shares")).toBe("/tools/photo-downloader/shares");
  });
});
