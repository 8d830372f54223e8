import { errorFields, log } from "~/lib/log.server";
import { deleteExpiredApplications } from "./applications.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;
let timer: NodeJS.Timeout | undefined;

/** Decided applications past their retention go, at start-up and hourly; every instance may run it. */
export function startRetailersUpkeep(): void {
  if (timer) return;
  const run = () =>
    void deleteExpiredApplications(Date.now()).catch((error: unknown) =>
      log.error(errorFields(error), "retail applications upkeep"),
    );
  timer = setInterval(run, UPKEEP_EVERY_MS);
  timer.unref();
  run();
}

export function stopRetailersUpkeep(): void {
  clearInterval(timer);
  timer = undefined;
}
