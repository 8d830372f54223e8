import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { idleCartsDue, mailCartNotice } from "./idle-carts.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/** Idle carts noticed and emptied (`idleCartsDue`), at start-up and hourly. Every instance may run it. */
const upkeep = periodicJob("idle carts", UPKEEP_EVERY_MS, async () => {
  const idleDays = config().cartIdleDays;
  const { notices } = await idleCartsDue(await database(), Date.now(), idleDays);
  for (const notice of notices) await mailCartNotice(notice, idleDays);
});

export const startCartUpkeep = (): void => upkeep.start();
export const stopCartUpkeep = (): void => upkeep.stop();
