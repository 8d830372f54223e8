import { outboxBacklog } from "~/features/contact/index.server";
import { isMonitor } from "~/lib/monitoring.server";
import type { Route } from "./+types/healthz";

/** A database that has not answered in this long counts as down: a proxy or monitor must not hang on us. */
const HEALTH_TIMEOUT_MS = 2_000;

const NO_STORE = { "Cache-Control": "no-store" };

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("the database did not answer in time")), HEALTH_TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * For load balancers and monitoring (decision 111): 200 while the database answers, 503 when it does not.
 * The deployment's proxies and a monitor with HEALTH_TOKEN also get the mail backlog (how many contact
 * messages wait, the oldest one's age, how many failed for good); anyone else, the status alone, since the
 * counts tell an outsider how the site's mail is doing (decision 200). Counts and ages only: no address, no
 * setting, no error text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const backlog = await withinTimeout(outboxBacklog());
    if (!isMonitor(request, context)) return Response.json({ status: "ok" }, { headers: NO_STORE });
    return Response.json(
      {
        status: "ok",
        database: "reachable",
        outbox: {
          waiting: backlog.waiting,
          oldestWaitingSeconds:
            backlog.oldestCreatedAt === null
              ? null
              : Math.round((Date.now() - backlog.oldestCreatedAt) / 1000),
          failed: backlog.failed,
        },
      },
      { headers: NO_STORE },
    );
  } catch {
    const body = isMonitor(request, context)
      ? { status: "unavailable", database: "unreachable" }
      : { status: "unavailable" };
    return Response.json(body, { status: 503, headers: NO_STORE });
  }
}
