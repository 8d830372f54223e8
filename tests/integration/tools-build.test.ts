import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_TOOLS_PASSWORD } from "../support/site-server.ts";

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("the browser bundle", () => {
  it("holds neither the staff password nor anything of its check", () => {
    const assets = files(clientDir);
    expect(assets.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of assets) {
      const text = readFileSync(file, "latin1");
      for (const secret of [
        TEST_TOOLS_PASSWORD,
        "scrypt$",
        "TOOLS_PASSWORD",
        "toolsPassword",
        "SESSION_SECRET",
      ]) {
        expect(text.includes(secret), `${secret} in ${path.relative(clientDir, file)}`).toBe(false);
      }
    }
  });
});
