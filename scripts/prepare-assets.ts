// Generates everything the site serves that is made rather than written: each generator skips work that is
// already up to date, so this runs before every build.
const generators: Array<{ name: string; run: () => Promise<void> }> = [
  { name: "font", run: () => import("./generate-font.ts").then((m) => m.generate()) },
  { name: "brand images", run: () => import("./generate-brand-images.ts").then((m) => m.generate()) },
  { name: "B2B previews", run: () => import("./generate-b2b-previews.ts").then((m) => m.generate()) },
  { name: "marketing images", run: () => import("./generate-marketing-images.ts").then((m) => m.generate()) },
  { name: "photo catalogue", run: () => import("./generate-sample-catalogue.ts").then((m) => m.generate()) },
];

for (const generator of generators) {
  const started = performance.now();
  await generator.run();
  console.log(`${generator.name}: ready in ${Math.round(performance.now() - started)} ms`);
}

export {};
