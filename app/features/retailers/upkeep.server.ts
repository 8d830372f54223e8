import { errorFields, log } from "~/lib/log.server";
import { deleteExpiredApplications } from "./applications.server";
import { deleteUnconfirmedAddresses } from "./notify-list.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;
let timer: NodeJS.Timeout | undefined;

/**
 * What the privacy policy says is no longer kept goes, at start-up and hourly: decided applications past their
 * retention, and notify-me addresses never confirmed. Every instance may run it.
 */
export function startRetailersUpkeep(): void {
  if (timer) return;
  const run = () => {
    const now = Date.now();
    void deleteExpiredApplications(now).catch((error: unknown) =>
      log.error(errorFields(error), "retail applications upkeep"),
    );
    void deleteUnconfirmedAddresses(now).catch((error: unknown) =>
      log.error(errorFields(error), "notify-me list upkeep"),
    );
  };
  timer = setInterval(run, UPKEEP_EVERY_MS);
  timer.unref();
  run();
}

export function stopRetailersUpkeep(): void {
  clearInterval(timer);
  timer = undefined;
}
