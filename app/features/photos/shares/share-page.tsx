import { SITE } from "@content/site";
import { useLanguage, useTranslation } from "~/features/i18n";
import { displayPhone, useCompany } from "~/lib/company-contact";
import { callToActionClass } from "~/ui/call-to-action";
import { StatusPanel } from "~/ui/status-panel";
import { PHOTO_PATH, SHARE_LINE_SHEET_FILE, SHARE_PATH } from "../constants";
import { photoNumber } from "../item-numbers";

/** The thumbnails' box: the photos are square or near it, drawn whole inside it. */
const THUMBNAIL_SIZE = 160;

export interface SharedItem {
  item: string;
  photos: string[];
  /** From the master directory; empty when it does not list the item. */
  name: string;
  brand: string;
  color: string;
}

/**
 * The retailer's page of a share link: who sent it and how to reach them, the note, a zip of everything (and,
 * for a line sheet, its PDF first), and each item, named as the retailer's buyers know it, with its photos and
 * its own zip, or "photo coming". Every control is a plain link, so it works without scripts.
 */
export function SharePage({
  token,
  items,
  note,
  expires,
  sentBy,
  lineSheet,
}: {
  token: string;
  items: SharedItem[];
  note: string;
  expires: string;
  /** The staff member who made the link; empty for links made before names were kept. */
  sentBy: string;
  /** The link is to a line sheet (its PDF) rather than to photos only. */
  lineSheet: boolean;
}) {
  const { t } = useTranslation();
  const company = useCompany(useLanguage());
  const photoCount = items.reduce((sum, { photos }) => sum + photos.length, 0);
  const zip = `${SHARE_PATH}/${token}/zip`;
  return (
    <section className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-ink">
        {t(lineSheet ? "pages.share.lineSheetHeading" : "pages.share.heading")}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {t(lineSheet ? "pages.share.lineSheetIntro" : "pages.share.intro", {
          items: t("pages.share.itemCount", { count: items.length }),
          photos: t("pages.share.photoCount", { count: photoCount }),
          when: expires,
        })}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 p-5">
        <p className="font-semibold text-ink">
          {sentBy
            ? t("pages.share.sentBy", { name: sentBy, company: SITE.name })
            : t("pages.share.sentByCompany", { company: SITE.name })}
        </p>
        <p className="mt-1 text-muted">
          {sentBy ? t("pages.share.reach", { name: sentBy }) : t("pages.share.reachCompany")}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <li>
            <a
              href={`tel:${company.phone}`}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {displayPhone(company.phone)}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${company.generalEmail}`}
              className="font-semibold break-all text-brand underline underline-offset-2"
            >
              {company.generalEmail}
            </a>
          </li>
        </ul>
      </div>
      {note ? (
        <figure className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <figcaption className="text-sm font-semibold text-ink">{t("pages.share.note")}</figcaption>
          <blockquote className="mt-2 whitespace-pre-line text-ink">{note}</blockquote>
        </figure>
      ) : null}
      {lineSheet ? (
        <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a
            href={`${SHARE_PATH}/${token}/${SHARE_LINE_SHEET_FILE}`}
            download
            className={callToActionClass("inline-flex px-6 py-3")}
          >
            {t("pages.share.downloadLineSheet")}
          </a>
          {photoCount > 0 ? (
            <a href={zip} download className="font-semibold text-brand underline underline-offset-2">
              {t("pages.share.downloadPhotos")}
            </a>
          ) : null}
        </p>
      ) : (
        <p className="mt-8">
          <a href={zip} download className={callToActionClass("inline-flex px-6 py-3")}>
            {t("pages.share.downloadAll")}
          </a>
        </p>
      )}
      <ul className="mt-10 space-y-8">
        {items.map(({ item, photos, name, brand, color }) => (
          <li key={item} className="rounded-2xl border border-slate-200 p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <div>
                <h2 className="whitespace-nowrap font-mono text-xl font-semibold text-ink">{item}</h2>
                {name ? <p className="mt-1 font-semibold text-ink">{name}</p> : null}
                {brand || color ? (
                  <p className="text-sm text-muted">{[brand, color].filter(Boolean).join(" · ")}</p>
                ) : null}
              </div>
              {photos.length > 0 ? (
                <>
                  <p className="text-sm text-muted">
                    {t("pages.share.photoCount", { count: photos.length })}
                  </p>
                  <a
                    href={`${zip}/${item}`}
                    download
                    aria-label={t("pages.share.downloadItemLabel", { item })}
                    className="font-semibold text-brand underline-offset-2 hover:underline"
                  >
                    {t("pages.share.downloadItem")}
                  </a>
                </>
              ) : (
                <p className="text-sm font-semibold text-muted">{t("pages.share.photoComing")}</p>
              )}
            </div>
            {photos.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-3">
                {photos.map((fileName) => (
                  <li key={fileName}>
                    <img
                      src={`${PHOTO_PATH}/${item}/${fileName}`}
                      alt={t("pages.share.photoAlt", {
                        item,
                        photo: String(photoNumber(item, fileName)).padStart(2, "0"),
                      })}
                      width={THUMBNAIL_SIZE}
                      height={THUMBNAIL_SIZE}
                      loading="lazy"
                      className="size-40 rounded-lg border border-slate-200 bg-white object-contain"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An expired, withdrawn or unknown link: what happened and what to do, in the visitor's language. */
export function ShareEnded({ state }: { state: "expired" | "revoked" | "unknown" }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      code={state === "unknown" ? 404 : 410}
      heading={t(state === "unknown" ? "pages.share.unknownTitle" : "pages.share.goneTitle")}
      message={t(`pages.share.${state}`)}
    />
  );
}
