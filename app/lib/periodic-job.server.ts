import { errorFields, log } from "./log.server";

/** One piece of background upkeep: started once per process, stopped on shutdown. */
export interface PeriodicJob {
  /** Runs the work every `everyMs` (and at once unless `runAtStart` is false); a second start does nothing. */
  start(): void;
  /** No more runs; one under way finishes on its own. */
  stop(): void;
  /** Whether the job is started. */
  readonly started: boolean;
}

/**
 * Work the server does on a timer (upkeep, the outbox's polling, the content watch, writing counts). The timer
 * never keeps the process alive on its own (a server stopping does not wait for the next run), and a run that
 * throws or rejects is logged as `name` (at `level`, `error` by default) instead of stopping the process.
 */
export function periodicJob(
  name: string,
  everyMs: number,
  work: () => unknown,
  { runAtStart = true, level = "error" }: { runAtStart?: boolean; level?: "error" | "warn" } = {},
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  const failed = (error: unknown) => log[level](errorFields(error), name);
  const run = () => {
    try {
      void Promise.resolve(work()).catch(failed);
    } catch (error) {
      failed(error);
    }
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(run, everyMs);
      timer.unref();
      if (runAtStart) run();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    get started() {
      return timer !== undefined;
    },
  };
}
