import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// First-load scripts in a handful of chunks, not one per shared module (decision 164): our modules that two or
// more routes share make one chunk; what is loaded on demand (decision 123) stays a chunk of its own.
const SITE_MODULE =
  /[\\/](app[\\/](lib|ui|features[\\/](i18n|layout|home|about|brands|services|distribution|legal|contact))|content)[\\/]/;
const LOADED_ON_DEMAND =
  /(brand-menu-behaviour|strip-animation|bot-check\.client|altcha\.client|recaptcha\.client|contact[\\/]schema)\.ts/;

/**
 * The resizer process's entry (decision 256) under the name `server/start.js` gives it: React Router names every
 * entry of the server build `index.js`, so the second one gets a number. A build without it fails.
 */
const resizerEntry: Plugin = {
  name: "trafalgar-resizer-entry",
  applyToEnvironment: (environment) => environment.name === "ssr",
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find(
      (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId?.endsWith("/server/resizer.ts"),
    );
    if (!entry) throw new Error("the server build has no resizer entry (server/resizer.ts)");
    this.emitFile({ type: "asset", fileName: "resizer.js", source: `import "./${entry.fileName}";\n` });
  },
};

export default defineConfig({
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                {
                  name: "site",
                  test: (id) => SITE_MODULE.test(id) && !LOADED_ON_DEMAND.test(id),
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is our Express app, which imports React Router's server build itself.
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./server/app.ts", resizer: "./server/resizer.ts" },
          // V8 keeps a module's source for its life, two bytes a character once one is not Latin-1 (a "…" or
          // a "’" in the copy or a comment): escaped and without doc comments, the server's sources take a
          // third of the memory (decision 315). Licence notices stay.
          output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } },
        },
      },
      // Bundled, so only what we use is loaded: imported from node_modules, their hundreds of small ES modules
      // (zod's locales, every Kysely operation node) cost an idle server 4–5 MB (decision 259).
      resolve: { noExternal: ["zod", "kysely"] },
    },
  },
  plugins: [tailwindcss(), reactRouter(), resizerEntry],
  resolve: { tsconfigPaths: true },
});
