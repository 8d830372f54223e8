import { MAX_CONSECUTIVE_MISSES, MAX_PHOTOS_PER_ITEM } from "../constants";

/** Whether photo `number` exists and counts; throws when the source itself fails (the item then fails). */
export type PhotoProbe = (number: number) => Promise<boolean>;

/**
 * The numbers of an item's photos under the spec's rules: 01 upwards, at most MAX_PHOTOS_PER_ITEM, stopping
 * after MAX_CONSECUTIVE_MISSES missing or invalid photos in a row.
 *
 * The rules are sequential, but waiting for each answer in turn makes a remote origin's latency add up, so
 * up to `lookahead` probes run ahead of the one being decided. The outcome is exactly the sequential one;
 * at most `lookahead - 1` probes past the stopping point are wasted.
 */
export async function discoverPhotoNumbers(probe: PhotoProbe, lookahead = 1): Promise<number[]> {
  const pending = new Map<number, Promise<boolean>>();
  const start = (number: number) => {
    if (number > MAX_PHOTOS_PER_ITEM || pending.has(number)) return;
    const answer = probe(number);
    // A speculative probe whose answer is never needed must not surface as an unhandled rejection.
    answer.catch(() => {});
    pending.set(number, answer);
  };

  const found: number[] = [];
  let misses = 0;
  for (let number = 1; number <= MAX_PHOTOS_PER_ITEM && misses < MAX_CONSECUTIVE_MISSES; number++) {
    for (let ahead = number; ahead < number + lookahead; ahead++) start(ahead);
    const counts = await pending.get(number);
    pending.delete(number);
    if (counts) {
      found.push(number);
      misses = 0;
    } else {
      misses++;
    }
  }
  return found;
}
