import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent, stampBuild } from "./build-freshness";

describe("build freshness", () => {
  let root: string;
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
  const write = (file: string, seconds: number) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file);
    utimesSync(target, at(seconds), at(seconds));
    // A folder's own time changes when a file is added: keep it as old as its file.
    utimesSync(path.dirname(target), at(seconds), at(seconds));
  };
  const stampAt = (seconds: number) => {
    mkdirSync(path.join(root, "build"), { recursive: true });
    stampBuild(root, "build");
    utimesSync(path.join(root, "build", "build-complete"), at(seconds), at(seconds));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
    write("app/root.tsx", 10);
    write("content/site.ts", 10);
    write("package.json", 10);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("needs a build when there is none, or it never completed", () => {
    expect(buildIsCurrent(root, "build")).toBe(false);
    mkdirSync(path.join(root, "build", "server"), { recursive: true });
    expect(buildIsCurrent(root, "build")).toBe(false);
  });

  it("takes a completed build newer than every source as current", () => {
    stampAt(20);
    expect(buildIsCurrent(root, "build")).toBe(true);
  });

  it("needs a new build once a source, its content or a setting changed after it", () => {
    stampAt(20);
    write("app/routes/home.tsx", 30);
    expect(buildIsCurrent(root, "build")).toBe(false);
    write("app/routes/home.tsx", 15);
    write("package-lock.json", 30);
    expect(buildIsCurrent(root, "build")).toBe(false);
    write("package-lock.json", 15);
    write("migrations/0900-orders.ts", 30);
    expect(buildIsCurrent(root, "build")).toBe(false);
  });

  it("ignores test files, which are not part of the site", () => {
    stampAt(20);
    write("app/root.test.tsx", 30);
    utimesSync(path.join(root, "app"), at(10), at(10));
    expect(buildIsCurrent(root, "build")).toBe(true);
  });
});
