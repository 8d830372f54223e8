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
/** Published as hundreds of small modules, each a cost once loaded: bundled into the build (decision 259). */
const BUNDLED = ["zod", "zod/mini", "kysely"];

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
  const serverCode = () => {
    const modules = files(path.join(buildDir, "server")).filter((file) => file.endsWith(".js"));
    expect(modules.length).toBeGreaterThan(0);
    return modules.map((file) => readFileSync(file, "utf8")).join("\n");
  };

  it("imports the libraries only some requests need when they are first used, not as it starts", () => {
    const code = serverCode();
    for (const library of LOADED_ON_FIRST_USE) {
      const quoted = `"${library}"`;
      expect(code.includes(`import(${quoted})`), `${library} loaded on first use`).toBe(true);
      expect(code.includes(`from ${quoted}`), `${library} imported as the server starts`).toBe(false);
    }
  });

  it("carries zod and Kysely in its own chunks rather than loading them from node_modules", () => {
    const code = serverCode();
    for (const library of BUNDLED) {
      expect(code.includes(`from "${library}"`), `${library} imported from node_modules`).toBe(false);
      expect(code.includes(`import("${library}")`), `${library} imported from node_modules`).toBe(false);
    }
    // Their own code is in the build: Kysely's query nodes and zod's object schema.
    expect(code).toContain("SelectQueryNode");
    expect(code).toContain("$ZodObject");
  });
});
