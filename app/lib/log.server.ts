import { pino } from "pino";

/**
 * The server's log: one JSON object per line on standard output (pid and host tell instances apart; systemd's
 * journal or any collector reads it as it is). What goes in is chosen at each call, never a whole request:
 * bodies, cookies, query strings and what visitors typed stay out (decision 112).
 */
export const log = pino({
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** An error as the log keeps it: its kind, message and stack (inside the one JSON line). */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: `${error.name}: ${error.message}`, stack: error.stack };
}
