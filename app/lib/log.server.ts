import { pino } from "pino";

/** The ISO time of the current millisecond, formatted once for all the lines logged within it. */
let formattedAt = 0;
let formatted = "";
function isoTime(): string {
  const now = Date.now();
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = `,"time":"${new Date(now).toISOString()}"`;
  }
  return formatted;
}

/**
 * The server's log: one JSON object per line on standard output (pid and host tell instances apart; systemd's
 * journal or any collector reads it as it is). What goes in is chosen at each call, never a whole request:
 * bodies, cookies, query strings and what visitors typed stay out (decision 112).
 *
 * Lines are written without blocking: under load the lines logged while a write is under way go out together
 * in the next one, and pino writes what is left when the process exits (decision 173).
 */
export const log = pino(
  {
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ sync: false }),
);

/** An error as the log keeps it: its kind, message and stack (inside the one JSON line). */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: `${error.name}: ${error.message}`, stack: error.stack };
}
