import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { log } from "~/lib/log.server";
import { type PeriodicJob, periodicJob } from "~/lib/periodic-job.server";
import { shortenedForTests } from "~/lib/short-waits.server";
import { takeSampleFeeds } from "../sample/sample-erp.server";
import { FEED_KINDS, FEED_LIMIT_BYTES, type FeedContext, type TakenFeedKind } from "./feed-layout.server";
import { siteFeedContext, takeFeed } from "./take-feed.server";

/** How often the inbox is looked in. */
const INBOX_POLL_MS = 10_000;
/** How long a file must have been left alone before it is taken: an ERP may still be writing it. */
const SETTLED_MS = 2_000;

/**
 * The feed a file in the inbox belongs to, by the start of its name (`products-2026-11-29.csv`,
 * `stock-…csv`); undefined for a file no feed takes.
 */
function kindOfFile(name: string): TakenFeedKind | undefined {
  const lower = name.toLowerCase();
  return lower.endsWith(".csv") ? FEED_KINDS.find((kind) => lower.startsWith(kind)) : undefined;
}

/**
 * Takes every settled file of a known feed in the inbox (`ERP_INBOX_DIR`), oldest name first so dated exports
 * apply in order, and removes each once its taking is recorded: applied, refused or taken before. Other files
 * are left for a person to see; each taking is logged (its feed, file name, outcome and refused rows).
 */
async function takeInbox(now = Date.now()): Promise<void> {
  const folder = config().erpInboxDir;
  let names: string[];
  try {
    names = (await readdir(folder)).sort();
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return;
    throw error;
  }
  let context: FeedContext | undefined;
  for (const name of names) {
    const kind = kindOfFile(name);
    const file = path.join(folder, name);
    if (!kind) continue;
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile() || now - stats.mtimeMs < SETTLED_MS) continue;
    if (stats.size > FEED_LIMIT_BYTES) {
      // Set aside under a name no feed takes, for a person to see, rather than read into memory every poll.
      await rename(file, `${file}.too-large`);
      log.warn({ feed: kind, file: name, bytes: stats.size }, "ERP feed file over the limit, set aside");
      continue;
    }
    context ??= await siteFeedContext();
    const outcome = await takeFeed(
      await database(),
      { kind, fileName: name, source: "inbox", bytes: await readFile(file) },
      context,
      now,
    );
    await rm(file, { force: true });
    log.info(
      {
        feed: kind,
        file: name,
        status: outcome.status,
        ...(outcome.status === "alreadyTaken" ? {} : { refusedRows: outcome.refused.length }),
      },
      "ERP feed file taken",
    );
  }
}

let watch: PeriodicJob | undefined;

/** Looks in the inbox at start-up and every `INBOX_POLL_MS` (a tenth of it on a test server with short waits). */
export function startErpInbox(): void {
  // A site on the sample photo catalogue that never took a feed takes the sample ERP's first (decision 327).
  let sample = config().erpSampleFeeds;
  watch ??= periodicJob("erp inbox", shortenedForTests(INBOX_POLL_MS), async () => {
    if (sample) {
      sample = false;
      await takeSampleFeeds(await database(), config().photosDir);
    }
    await takeInbox();
  });
  watch.start();
}

export const stopErpInbox = (): void => watch?.stop();
