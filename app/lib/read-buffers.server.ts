/**
 * A fixed set of read buffers that one download reuses from start to finish. Reading every photo into fresh
 * memory makes the garbage collector run every few dozen megabytes, which costs a third of the time of a
 * large zip; reused buffers cost nothing after the first. They also cap what a download holds in memory.
 */
export class ReadBuffers {
  private readonly free: Buffer[];
  private readonly waiting: PromiseWithResolvers<Buffer>[] = [];
  private readonly own = new Map<ArrayBufferLike, Buffer>();

  /**
   * `abandoned` ends the download: a reader waiting for a buffer is let go with its reason. Without it, a
   * reader whose buffers sit in a closed socket's queue (whose write callbacks never come) would wait for
   * ever, holding its photo open.
   */
  constructor(
    count: number,
    size: number,
    private readonly abandoned?: AbortSignal,
  ) {
    this.free = Array.from({ length: count }, () => Buffer.allocUnsafeSlow(size));
    for (const buffer of this.free) this.own.set(buffer.buffer, buffer);
    abandoned?.addEventListener(
      "abort",
      () => {
        for (const reader of this.waiting.splice(0)) reader.reject(abandoned.reason);
      },
      { once: true },
    );
  }

  /** A buffer to read into; waits while every buffer holds bytes not yet sent. */
  take(): Promise<Buffer> {
    if (this.abandoned?.aborted) return Promise.reject(this.abandoned.reason);
    const buffer = this.free.pop();
    if (buffer) return Promise.resolve(buffer);
    const reader = Promise.withResolvers<Buffer>();
    this.waiting.push(reader);
    return reader.promise;
  }

  /** Gives back the buffer `chunk` was cut from, once its bytes are sent. Other chunks are ignored. */
  release(chunk: Uint8Array): void {
    const buffer = this.own.get(chunk.buffer);
    if (!buffer) return;
    const next = this.waiting.shift();
    if (next) next.resolve(buffer);
    else this.free.push(buffer);
  }
}
