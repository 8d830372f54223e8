import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const README = path.resolve(import.meta.dirname, "README.md");

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const readme = readFileSync(README, "utf8");
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(README, `${readme.slice(0, from + start.length)}\n${markdown.trim()}\n${readme.slice(to)}`);
}

export function table(header: string[], rows: Array<Array<string | number>>): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
