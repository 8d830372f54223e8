/**
 * Work done once per key at a time: whoever asks while it runs is given the same promise, and the next
 * ask after it settles starts afresh. Used where many requests can want one costly result at once.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
