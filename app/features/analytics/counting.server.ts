import { companyDay } from "~/lib/company-time";
import { errorFields, log } from "~/lib/log.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { FLUSH_EVERY_MS } from "./constants";
import { addCounts, closeFinishedDays, rollUpAndForget } from "./count-store.server";
import { hasCounts, markWritten, restoreCounts, startTally, stopTally, takeCounts } from "./tally.server";

const ROLL_UP_EVERY_MS = 60 * 60 * 1000;

/** Counts are written every FLUSH_EVERY_MS, and at once when counting starts. */
const flushing = periodicJob("analytics counts", FLUSH_EVERY_MS, () => writeCounts());
let writing: Promise<void> = Promise.resolve();
/** How long totals are kept; known once counting has started (nothing is deleted before). */
let retentionMonths: number | undefined;
/** The last day whose finished predecessors were closed, and when months were last rolled up. */
let closedBefore = "";
let rolledUpAt = 0;

/** Writes what was counted since the last write; on failure the counts wait for the next one. */
async function write(): Promise<void> {
  const counts = takeCounts();
  if (hasCounts(counts)) {
    try {
      await addCounts(counts);
      for (const [day, visitors] of counts.visitors) markWritten(day, visitors);
    } catch (error) {
      restoreCounts(counts);
      log.error(errorFields(error), "analytics counts could not be written; kept for the next write");
    }
  }
  if (retentionMonths === undefined) return;
  const now = Date.now();
  const day = companyDay(now - 2 * FLUSH_EVERY_MS);
  try {
    if (day !== closedBefore) {
      await closeFinishedDays(now);
      closedBefore = day;
    }
    if (now - rolledUpAt >= ROLL_UP_EVERY_MS) {
      await rollUpAndForget(now, retentionMonths);
      rolledUpAt = now;
    }
  } catch (error) {
    log.error(errorFields(error), "analytics upkeep");
  }
}

/** One write at a time: a slow database delays the next write rather than running two side by side. */
export function writeCounts(): Promise<void> {
  writing = writing.then(write);
  return writing;
}

export interface CountingSettings {
  staffCookie: string;
  siteHost: string;
  retentionMonths: number;
}

/**
 * Counting on: page views and goals are counted in memory, written every `FLUSH_EVERY_MS` and on a graceful
 * stop; once a day is over its visitors are counted and their hashes forgotten, and every hour old days are
 * rolled into months and what is past the retention deleted.
 */
export function startCounting(settings: CountingSettings): void {
  retentionMonths = settings.retentionMonths;
  startTally(settings);
  flushing.start();
}

/** Counting off, after writing what was counted (the server stops gracefully, or counting is switched off). */
export async function stopCounting(): Promise<void> {
  // A server stopped before it started counting has nothing to write.
  if (!flushing.started) return;
  flushing.stop();
  stopTally();
  await writeCounts();
}
