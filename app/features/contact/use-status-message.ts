import { useCallback, useEffect, useState } from "react";
import { STATUS_AUTO_CLEAR_MS } from "./constants";

/**
 * The form's one status line, named as its `contact.confirm.*` key; success shows green, the rest red.
 * `noScript`: a plain form post (scripts off or not started yet) cannot carry the bot check's proof.
 */
export type StatusKey = "success" | "error" | "recaptcha" | "validation" | "noScript";

/**
 * A status that clears itself STATUS_AUTO_CLEAR_MS after it was last shown (SPEC §4); `initial` is the
 * outcome of a plain form post the page was rendered with.
 */
export function useStatusMessage(initial?: StatusKey) {
  const [status, setStatus] = useState<{ key: StatusKey } | null>(initial ? { key: initial } : null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // A fresh object each time, so showing the same message again restarts its timer.
  const show = useCallback((key: StatusKey) => setStatus({ key }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status: status?.key ?? null, show, clear };
}
