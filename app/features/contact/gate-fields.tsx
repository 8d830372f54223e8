import type { ReactNode } from "react";
import { callToActionClass } from "~/ui/call-to-action";
import { FORM_TOKEN } from "./constants";

/**
 * What every public form carries besides its fields: the form token a plain post brought back (to confirm
 * with), the honeypot field people never see (`honeypot`, its visually hidden label `honeypotLabel`), and the
 * bot check's anchor.
 */
export function GateFields({
  idPrefix,
  honeypot,
  honeypotLabel,
  formToken,
  botCheckAnchor,
}: {
  idPrefix: string;
  honeypot: string;
  honeypotLabel: string;
  formToken?: string;
  botCheckAnchor: ReactNode;
}) {
  return (
    <>
      {formToken ? <input type="hidden" name={FORM_TOKEN.field} value={formToken} /> : null}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${honeypot}`}>{honeypotLabel}</label>
        <input id={`${idPrefix}-${honeypot}`} name={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {botCheckAnchor}
    </>
  );
}

/** A public form's send button: it keeps its width and its words on one line beside the outcome. */
export function SendButton({
  sending,
  sendingLabel,
  children,
}: {
  sending: boolean;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={callToActionClass(
        "px-8 py-3 shadow-sm transition-colors disabled:cursor-wait disabled:opacity-70 sm:shrink-0 sm:whitespace-nowrap",
      )}
    >
      {sending ? sendingLabel : children}
    </button>
  );
}

/**
 * A public form's outcome beside its send button. Both live regions are always in the page, so screen readers
 * announce a message the moment it appears: an outcome that is not a problem politely, in `polite`'s colour
 * (green for a message kept, ink for a request to confirm); a problem (`polite` undefined) at once, in red.
 * An empty `text` says nothing.
 */
export function FormOutcome({ text, polite }: { text: string; polite?: "text-green-700" | "text-ink" }) {
  return (
    <>
      <p role="status" className={text && polite ? `font-semibold ${polite}` : "sr-only"}>
        {polite ? text : ""}
      </p>
      <p role="alert" className={text && !polite ? "font-semibold text-red-700" : "sr-only"}>
        {polite ? "" : text}
      </p>
    </>
  );
}
