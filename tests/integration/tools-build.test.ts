import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_TOOLS_PASSWORD } from "../support/site-server.ts";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

/**
 * Libraries only some requests need, each several megabytes resident once imported: the server loads them
 * with their first use (decision 084), never as it starts.
 */
const LOADED_ON_FIRST_USE = ["sharp", "pdfkit", "nodemailer", "otplib", "uqr", "@zxcvbn-ts/language-common"];

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

describe("the server build", () => {
  it("imports the libraries only some requests need when they are first used, not as it starts", () => {
    const modules = files(path.join(buildDir, "server")).filter((file) => file.endsWith(".js"));
    expect(modules.length).toBeGreaterThan(0);
    const code = modules.map((file) => readFileSync(file, "utf8")).join("\n");
    for (const library of LOADED_ON_FIRST_USE) {
      const quoted = `"${library}"`;
      expect(code.includes(`import(${quoted})`), `${library} loaded on first use`).toBe(true);
      expect(code.includes(`from ${quoted}`), `${library} imported as the server starts`).toBe(false);
    }
  });
});
