const READ_AHEAD_BYTES = 4 * 1024 * 1024;

/**
 * A web stream that pulls from `source` only as fast as the client reads, never more than READ_AHEAD_BYTES
 * ahead of it, so memory stays flat whatever the total. Cancelling (the client went away) ends the source,
 * which closes whatever file or connection it had open.
 */
export function streamFrom(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // A few megabytes read ahead let the disk and the network work at the same time; no more is held.
    new ByteLengthQueuingStrategy({ highWaterMark: READ_AHEAD_BYTES }),
  );
}
