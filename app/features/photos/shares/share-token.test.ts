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
    expect(redactSharePath("/brands/shared")).toBe("/brands/shared");
    expect(redactSharePath("/tools/photo-downloader/shares")).toBe("/tools/photo-downloader/shares");
  });

  it("reach logs cut short whatever the path's spelling", () => {
    const hint = `${token.slice(0, 6)}…`;
    expect(redactSharePath(`/SHARE/${token}`)).toBe(`/SHARE/${hint}`);
    expect(redactSharePath(`/%73hare/${token}`)).toBe(`/share/${hint}`);
    expect(redactSharePath(`/./share/${token}/zip`)).toBe(`/./share/${hint}/zip`);
    expect(redactSharePath(`//share//${token}`)).toBe(`//share//${hint}`);
    expect(redactSharePath(`/share%2F${token}`)).toBe(`/share/${hint}`);
    expect(redactSharePath(`/share\\${token}`)).toBe(`/share\\${hint}`);
    const encoded = token.replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    expect(redactSharePath(`/share/${encoded}`)).toBe(`/share/${hint}`);
  });
});
