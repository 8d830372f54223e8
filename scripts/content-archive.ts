// `npm run content:export -- FILE` writes all of the site's published content (every revision and draft of
// every brand, every uploaded image with its sizes) to FILE; `npm run content:import -- FILE` replaces the
// site's content with FILE's (decision 223). Both use the configured database (DATA_DIR or DATABASE_URL), so an
// archive moves content between environments and serves as a backup of what the studio changed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type SiteModule = typeof import("../server/app.ts");

const [command, file] = process.argv.slice(2);
if ((command !== "export" && command !== "import") || !file) {
  console.error("Usage: npm run content:export -- FILE   or   npm run content:import -- FILE");
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const { contentArchive }: SiteModule = await import(
  path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js")
);
try {
  if (command === "export") {
    const archive = await contentArchive.exportContent();
    writeFileSync(file, archive, { mode: 0o600 });
    console.log(`Wrote the site's content to ${file} (${(archive.length / 1024).toFixed(0)} kB).`);
  } else {
    const summary = await contentArchive.importContent(readFileSync(file));
    console.log(
      `Imported ${file}: ${summary.revisions} revisions, ${summary.drafts} drafts, ${summary.images} images.`,
    );
  }
} catch (error) {
  console.error(`Could not ${command} ${file}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await contentArchive.close();
}
