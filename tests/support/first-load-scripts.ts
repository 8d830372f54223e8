import { readFileSync } from "node:fs";
import path from "node:path";
import { startedModule } from "../../app/lib/first-paint.server";

/** The browser build the test server serves (`BUILD_DIR`, as the server reads it). */
export const CLIENT_DIR = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

/** The text of the module that hydrates the page, as the document adds it at its first paint. */
function hydrationModule(html: string): string {
  const module = startedModule(html);
  if (module === undefined) throw new Error("The document starts no hydration module");
  return module;
}

/** Static imports of a built chunk, e.g. `import{a as b}from"./jsx-runtime-X.js"` (dynamic ones load later). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[\w.-]+\.js)"/g)].map((match) => match[1] ?? "");
}

/**
 * Every script a page loads before it is interactive: the route manifest, modules and entry its hydration
 * module imports, and everything they import statically, as `/assets/…` paths.
 */
export function firstLoadScripts(html: string): string[] {
  const module = hydrationModule(html);
  const roots = [
    // The route manifest, a script of its own (decision 161).
    ...[...module.matchAll(/^import "(\/assets\/[^"]+\.js)";$/gm)].map((match) => match[1] ?? ""),
    ...[...module.matchAll(/^import \* as \w+ from "(\/assets\/[^"]+\.js)";$/gm)].map(
      (match) => match[1] ?? "",
    ),
    ...[...module.matchAll(/^import\("(\/assets\/[^"]+\.js)"\);$/gm)].map((match) => match[1] ?? ""),
  ];
  const seen = new Set<string>();
  const visit = (script: string) => {
    if (seen.has(script)) return;
    seen.add(script);
    const code = readFileSync(path.join(CLIENT_DIR, script), "utf8");
    for (const relative of staticImports(code)) visit(path.posix.join(path.posix.dirname(script), relative));
  };
  for (const root of roots) visit(root);
  return [...seen];
}
