import { useTranslation } from "~/features/i18n";
import { LANGUAGES } from "~/lib/languages";
import { Link } from "~/ui/link";

/** How a preview is shown: the page itself (desktop), or framed at a phone's width. */
export type PreviewWidth = "desktop" | "phone";

/** The phone a preview's frame stands for: a common width and height in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/**
 * A preview's frame at a phone's width, under its bar. The framed page holds the main landmark (one per page,
 * frames included), so the frame stands in a region named by its heading.
 */
export function PhoneFrame({ src, title, heading }: { src: string; title: string; heading: string }) {
  return (
    <section
      aria-labelledby="phone-preview"
      className="flex min-h-screen justify-center bg-slate-200 px-4 pt-8 pb-24"
    >
      <h1 id="phone-preview" className="sr-only">
        {heading}
      </h1>
      <iframe
        src={src}
        title={title}
        width={PHONE.width}
        height={PHONE.height}
        className="rounded-[2rem] border-8 border-black bg-white shadow-2xl"
      />
    </section>
  );
}

/**
 * The bar under a preview: whether it shows a draft or what is live, its language and width (each choice an
 * address of `address`), and the way back to the editor (`back`).
 */
export function PreviewBar({
  draft,
  language,
  width,
  address,
  back,
}: {
  draft: boolean;
  language: string;
  width: PreviewWidth;
  address: (next: { in: string; width: PreviewWidth }) => string;
  back: string;
}) {
  const { t } = useTranslation();
  const choice = "font-semibold underline underline-offset-2 aria-[current=page]:no-underline";
  return (
    // After the page, so its skip link stays the first thing to tab to; held at the bottom of the window.
    <aside
      aria-label={t("studio.preview.bar")}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center gap-x-6 gap-y-2 bg-amber-300 px-4 py-3 text-sm text-black shadow-lg"
    >
      <p className="font-semibold">{draft ? t("studio.preview.draftBar") : t("studio.preview.liveBar")}</p>
      <nav aria-label={t("studio.preview.languages")} className="flex gap-3">
        {LANGUAGES.map((other) => (
          <Link
            key={other}
            to={address({ in: other, width })}
            // A document of its own: the page's language and its framing are the server's to set.
            reloadDocument
            aria-current={other === language ? "page" : undefined}
            className={choice}
          >
            {t(`studio.preview.in.${other}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("studio.preview.widths")} className="flex gap-3">
        {(["desktop", "phone"] as const).map((other) => (
          <Link
            key={other}
            to={address({ in: language, width: other })}
            // A document of its own: only a preview's own document may frame the page (its security policy).
            reloadDocument
            aria-current={other === width ? "page" : undefined}
            className={choice}
          >
            {t(`studio.preview.width.${other}`)}
          </Link>
        ))}
      </nav>
      <Link to={back} className="font-semibold underline underline-offset-2">
        {t("studio.preview.back")}
      </Link>
    </aside>
  );
}
