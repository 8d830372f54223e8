/**
 * `work` applied to every value, at most `limit` at a time, results in the values' order. Enough in flight
 * to hide disk or network waits, few enough that a batch of thousands does not swamp the source.
 */
export async function mapLimited<T, R>(
  values: readonly T[],
  limit: number,
  work: (value: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(values.length);
  // One iterator shared by every worker: each takes the next value as soon as it is free.
  const queue = values.entries();
  const worker = async () => {
    for (const [index, value] of queue) results[index] = await work(value);
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}
