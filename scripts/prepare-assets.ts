// Generates everything the site serves that is made rather than written: each generator skips work that is
// already up to date, so this runs before every build.
const generators: Array<{ name: string; run: () => Promise<void> }> = [];

for (const generator of generators) {
  const started = performance.now();
  await generator.run();
  console.log(`${generator.name}: ready in ${Math.round(performance.now() - started)} ms`);
}
