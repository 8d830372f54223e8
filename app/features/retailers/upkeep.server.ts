import { periodicJob } from "~/lib/periodic-job.server";
import { deleteExpiredApplications } from "./applications.server";
import { deleteUnconfirmedAddresses } from "./notify-list.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * What the privacy policy says is no longer kept goes, at start-up and hourly: decided applications past their
 * retention, and notify-me addresses never confirmed. Every instance may run it.
 */
const upkeep = periodicJob("retailers upkeep", UPKEEP_EVERY_MS, () => {
  const now = Date.now();
  return Promise.all([deleteExpiredApplications(now), deleteUnconfirmedAddresses(now)]);
});

export const startRetailersUpkeep = (): void => upkeep.start();
export const stopRetailersUpkeep = (): void => upkeep.stop();
