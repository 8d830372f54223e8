import { OUTBOX } from "./constants";

/**
 * How long to wait after the `attempts`-th failed delivery: 5 s, 10 s, 20 s … doubling up to 30 minutes.
 * Short first retries ride out a mail server's restart; the cap keeps a long outage to a few tries an hour.
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX.retryMaxMs, OUTBOX.retryBaseMs * 2 ** Math.min(exponent, 30));
}
