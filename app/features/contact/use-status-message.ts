import { useCallback, useEffect, useState } from "react";
import { STATUS_AUTO_CLEAR_MS } from "./constants";

/**
 * The form's one status line, named as its `contact.confirm.*` key; success shows green, problems red. A plain
 * form post (scripts off or not started yet) carries no bot-check proof: it is asked to `confirm` once, and
 * its message is then `held` for staff to read (decision 232).
 */
export type StatusKey = "success" | "error" | "recaptcha" | "validation" | "confirm" | "held";

/**
 * A status that clears itself STATUS_AUTO_CLEAR_MS after it was last shown (SPEC §4); `initial` is the
 * outcome of a plain form post the page was rendered with.
 */
export function useStatusMessage(initial?: StatusKey) {
  const [status, setStatus] = useState<{ key: StatusKey } | null>(initial ? { key: initial } : null);

  useEffect(() => {
    // The request to confirm stays until it is answered.
    if (!status || status.key === "confirm") return;
    const timer = setTimeout(() => setStatus(null), STATUS_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // A fresh object each time, so showing the same message again restarts its timer.
  const show = useCallback((key: StatusKey) => setStatus({ key }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status: status?.key ?? null, show, clear };
}
