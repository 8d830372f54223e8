let library: Promise<typeof import("sharp").default> | undefined;

/**
 * sharp, loaded on first use: importing it loads libvips, some 10 MB resident that a server which never resizes
 * an image should not carry (decision 084). One libvips thread per image and no in-memory cache: jobs run side
 * by side instead, and memory stays bounded by the number of jobs.
 */
export function sharpLibrary(): Promise<typeof import("sharp").default> {
  library ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return library;
}
