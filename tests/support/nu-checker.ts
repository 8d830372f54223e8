import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The Nu Html Checker's errors over pages given by name, in one run of the checker: `name:line: message`. */
export async function nuErrors(pages: ReadonlyMap<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), "trafalgar-nu-"));
  try {
    const files = [...pages].map(([name, html]) => {
      const file = path.join(folder, `${name.replaceAll(/[^\w.-]/g, "_")}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { stdout, stderr } = await run(
      "java",
      ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", ...files],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const messages: VnuMessage[] = JSON.parse(stderr || stdout).messages;
    return messages
      .filter((message) => message.type === "error")
      .map(
        (message) =>
          `${path.basename(decodeURIComponent(message.url))}:${message.lastLine}: ${message.message} [${message.extract ?? ""}]`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
