import { useEffect, useState } from "react";

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Said once the text is on the clipboard. */
  copied: string;
  /** Said when the browser refused (the page lost focus, or the visitor blocked the clipboard). */
  failed: string;
}

/**
 * A button that puts `text` on the clipboard and says whether it did in a live region. It is drawn only once
 * the page's scripts run in a browser that lets pages write to the clipboard: before that, and without
 * scripts, there is no button that would do nothing, and the text beside it is selected and copied by hand.
 * Give it the text as its `key` where the text can change, so a new text does not read as copied already.
 */
export function CopyButton({ text, label, copied, failed }: CopyButtonProps) {
  const [canCopy, setCanCopy] = useState(false);
  const [outcome, setOutcome] = useState<"copied" | "failed" | undefined>();

  useEffect(() => {
    setCanCopy(window.isSecureContext && "clipboard" in navigator);
  }, []);

  if (!canCopy) return null;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setOutcome("copied"),
            () => setOutcome("failed"),
          )
        }
        className="shrink-0 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#f2b705]"
      >
        {label}
      </button>
      <p role="status" className="basis-full text-sm font-semibold">
        {outcome === "copied" ? copied : outcome === "failed" ? failed : ""}
      </p>
    </>
  );
}
