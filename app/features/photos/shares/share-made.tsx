import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { CopyButton } from "~/ui/copy-button";

/**
 * The link just made (or made before for the same request, `repeated`), ready to copy, and the day it stops
 * working (`expires`, in the reader's language).
 */
export function ShareMade({ repeated, link, expires }: { repeated: boolean; link: string; expires: string }) {
  const { t } = useTranslation();
  const linkId = useId();
  return (
    <div role="status" className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
      <p className="font-semibold">{t(repeated ? "photos.share.createdBefore" : "photos.share.created")}</p>
      <label htmlFor={linkId} className="mt-3 block text-sm font-semibold">
        {t("photos.share.createdLink")}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={linkId}
          readOnly
          value={link}
          className="block min-w-0 flex-1 basis-64 rounded-lg border border-green-300 bg-white px-3 py-2 font-mono text-sm text-ink"
        />
        <CopyButton
          key={link}
          text={link}
          label={t("photos.share.copy")}
          copied={t("photos.share.copied")}
          failed={t("photos.share.copyFailed")}
        />
      </div>
      <p className="mt-2 text-sm">{t("photos.share.expiresOn", { when: expires })}</p>
    </div>
  );
}
