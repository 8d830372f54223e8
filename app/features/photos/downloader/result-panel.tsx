import { useEffect, useRef } from "react";
import { useLanguage, useTranslation } from "~/features/i18n";
import { UnbrokenIdentifiers } from "~/ui/unbroken-identifiers";
import type { DownloadLink } from "../batch-schema";
import { exportPreset } from "../exports";
import { ShareForm } from "../shares";
import { messageText } from "./batch-messages";
import type { BatchResult } from "./batch-run";

function Chips({ items, label, className }: { items: string[]; label: string; className: string }) {
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`whitespace-nowrap rounded-full px-3 py-1 font-mono text-sm ${className}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A zip held by the channel's pre-flight (decision 294): why, above the warnings, and the link that starts
 * it, a plain link so it works without scripts too.
 */
function HeldDownload({ result, held }: { result: BatchResult; held: DownloadLink }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [preset] = result.errors.flatMap((message) => (message.key === "preset" ? [message.preset] : []));
  const channel = preset ? (exportPreset(preset)?.name[language] ?? preset) : "";
  return (
    <section className="rounded-2xl border border-yellow-300 bg-yellow-50 p-5 text-yellow-950">
      <p className="font-semibold">{t("photos.result.held", { preset: channel })}</p>
      <a
        href={held.url}
        download={held.fileName}
        className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
      >
        {t("photos.result.downloadAnyway")}
      </a>
    </section>
  );
}

/**
 * The outcome of the last run. A live region, so the outcome is announced when it appears; it is also
 * scrolled into view, since below a long product list it would otherwise appear under the fold.
 */
export function ResultPanel({ result }: { result: BatchResult | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [result]);
  return (
    <div ref={panel} aria-live="polite" className="mt-6 scroll-mb-6 space-y-4 empty:hidden">
      {result?.held ? <HeldDownload result={result} held={result.held} /> : null}
      {result?.success ? (
        <section className="rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
          <p className="font-semibold">
            {t("photos.result.success", { count: result.processedItems.length })}
            {result.mode === "sheet" ? ` ${t("photos.result.images", { count: result.totalImages })}` : null}
          </p>
          <Chips
            items={result.processedItems}
            label={t("photos.result.processedItems")}
            className="bg-green-100 text-green-900"
          />
        </section>
      ) : null}
      {result?.success && result.mode === "photos" && result.downloadId ? (
        <ShareForm downloadId={result.downloadId} />
      ) : null}
      {result && (result.errors.length > 0 || result.skippedItems.length > 0) ? (
        <section className="rounded-2xl border border-yellow-300 bg-yellow-50 p-5 text-yellow-950">
          <p className="font-semibold">{t("photos.result.warnings")}</p>
          <ul aria-label={t("photos.result.warnings")} className="mt-2 list-disc space-y-1 ps-5">
            {/* Each message names its own item, or occurs once per run: the text is a stable key. */}
            {result.errors
              .map((message) => messageText(t, message, language))
              .map((text) => (
                <li key={text}>
                  <UnbrokenIdentifiers text={text} />
                </li>
              ))}
          </ul>
          {result.skippedItems.length > 0 ? (
            <>
              <p className="mt-4 font-semibold">{t("photos.result.skipped")}</p>
              <Chips
                items={result.skippedItems}
                label={t("photos.result.skipped")}
                className="bg-yellow-100 text-yellow-950"
              />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
