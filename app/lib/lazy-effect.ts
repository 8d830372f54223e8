/**
 * The body of an effect whose code is fetched on demand (`load`, a dynamic `import()`), so it stays out of a
 * page's first scripts: `start` runs once the code is there, unless the effect was cleaned up first.
 * The request itself waits for a task of its own: effects run together as hydration ends, and asking for a
 * module (its preloads, its script) there would lengthen that task. Returns the effect's cleanup.
 */
export function afterLoading<Module>(
  load: () => Promise<Module>,
  start: (module: Module) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const request = setTimeout(() =>
    load().then(
      (module) => {
        if (!cancelled) stop = start(module);
      },
      (error: unknown) => console.error("Failed to load a page script", error),
    ),
  );
  return () => {
    cancelled = true;
    clearTimeout(request);
    stop?.();
  };
}
