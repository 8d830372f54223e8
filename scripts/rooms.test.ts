import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const house = mkdtempSync(path.join(tmpdir(), "rooms-"));

/** The rooms' checker run on a small house of its own: `files` maps a path to its source. */
async function check(files: Record<string, string>): Promise<{ failed: boolean; report: string }> {
  const dir = mkdtempSync(path.join(house, "case-"));
  cpSync(path.join(root, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "ESNext" } }));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const cli = path.join(root, "node_modules/.bin/depcruise");
  const rooms = ["app", "server", "content", "migrations"].filter((room) => existsSync(path.join(dir, room)));
  const args = [...rooms, "--config", ".dependency-cruiser.cjs", "--output-type", "err-long"];
  try {
    const { stdout } = await run(cli, args, { cwd: dir });
    return { failed: false, report: stdout };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, report: stdout + stderr };
  }
}

afterAll(() => rmSync(house, { recursive: true, force: true }));

describe("the rooms' rules (.dependency-cruiser.cjs)", () => {
  const door = {
    "app/features/brands/index.ts": 'export { grid } from "./grid";\n',
    "app/features/brands/grid.ts": "export const grid = 1;\n",
  };

  it("lets a feature in through another's door", async () => {
    const result = await check({
      ...door,
      "app/features/home/page.ts": 'import { grid } from "../brands";\nexport const page = grid;\n',
    });
    expect(result).toMatchObject({ failed: false });
  });

  it.each([
    [
      "features-through-doors",
      { "app/features/home/page.ts": 'import { grid } from "../brands/grid";\nexport const page = grid;\n' },
    ],
    [
      "outside-through-doors",
      { "app/routes/home.tsx": 'import { grid } from "../features/brands/grid";\nexport default grid;\n' },
    ],
    [
      "server-through-server-doors",
      { "server/app.ts": 'import { grid } from "../app/features/brands";\nexport const app = grid;\n' },
    ],
    [
      "lib-imports-only-lib",
      { "app/lib/seo.ts": 'import { grid } from "../features/brands";\nexport const seo = grid;\n' },
    ],
    [
      "ui-imports-only-lib",
      { "app/ui/hero.tsx": 'import { grid } from "../features/brands";\nexport const hero = grid;\n' },
    ],
    [
      "content-imports-nothing-from-app",
      { "content/site.ts": 'import { grid } from "../app/features/brands";\nexport const site = grid;\n' },
    ],
    [
      "migrations-are-history",
      {
        "migrations/0900-brands.ts":
          'import { grid } from "../app/features/brands";\nexport const up = grid;\n',
      },
    ],
    [
      "nothing-imports-routes",
      {
        "app/features/brands/loader.ts": 'import root from "../../root";\nexport const loader = root;\n',
        "app/root.tsx": "export default 1;\n",
      },
    ],
    [
      "server-code-stays-on-the-server",
      {
        "app/features/brands/card.tsx":
          'import { secret } from "./key.server";\nexport const card = secret;\n',
        "app/features/brands/key.server.ts": "export const secret = 1;\n",
      },
    ],
    [
      "public-features-not-staff",
      {
        "app/features/home/page.ts": 'import { tool } from "../tools";\nexport const page = tool;\n',
        "app/features/tools/index.ts": "export const tool = 1;\n",
      },
    ],
    [
      "photos-sub-rooms-through-doors",
      {
        "app/features/photos/shares/list.ts":
          'import { store } from "../catalogue/store";\nexport const list = store;\n',
        "app/features/photos/catalogue/store.ts": "export const store = 1;\n",
      },
    ],
    [
      "photos-sub-rooms-through-doors",
      {
        "app/features/photos/strings.ts":
          'import { store } from "./catalogue/store";\nexport const words = store;\n',
        "app/features/photos/catalogue/store.ts": "export const store = 1;\n",
      },
    ],
    [
      "no-circles",
      {
        "app/lib/a.ts": 'import type { B } from "./b";\nexport interface A { b?: B }\n',
        "app/lib/b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
      },
    ],
  ])("fails a break of %s and names the rule", async (rule, files) => {
    const result = await check({ ...door, ...files });
    expect(result.failed).toBe(true);
    expect(result.report).toContain(`error ${rule}:`);
  });
});
