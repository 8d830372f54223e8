import { type Config, config } from "./config.server";
import { SHORT_WAIT_DIVISOR } from "./short-waits";

/**
 * `amount` (a wait in milliseconds, or a work factor) as this server uses it: itself, or on a test server with
 * short waits a tenth of it, rounded up. Used only where the length protects or serves no one in a test: a
 * form's minimum fill time, ALTCHA's cost, the idle compaction, the resizer's idle time.
 */
export function shortenedForTests(
  amount: number,
  { shortWaits }: Pick<Config, "shortWaits"> = config(),
): number {
  return shortWaits ? Math.ceil(amount / SHORT_WAIT_DIVISOR) : amount;
}
