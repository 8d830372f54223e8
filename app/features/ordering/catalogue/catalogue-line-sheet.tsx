import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { TRADE_CATALOGUE_PATH } from "../buyers/constants";
import { CATALOGUE_FACETS, type CatalogueQuery } from "./catalogue-query";

/** Why a buyer's line sheet was not made, and how many colourways the filters showed. */
export interface LineSheetRefusal {
  refused: "empty" | "tooMany" | "unavailable";
  count: number;
}

/**
 * A line sheet of the styles the filters show, with the buyer's prices (issue 50 §5): one plain form that posts
 * the filters; the PDF downloads and the page stays. Said here when it cannot be made.
 */
export function CatalogueLineSheet({
  query,
  styles,
  refused,
  maxColourways,
}: {
  query: CatalogueQuery;
  styles: number;
  refused: LineSheetRefusal | undefined;
  maxColourways: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="line-sheet"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="line-sheet" className="text-lg font-bold text-ink">
        {t("trade.catalogue.lineSheet.heading")}
      </h2>
      <p className="mt-1 text-muted">{t("trade.catalogue.lineSheet.intro")}</p>
      {refused ? (
        <p role="alert" className="mt-2 text-red-800">
          {refused.refused === "tooMany"
            ? t("trade.catalogue.lineSheet.tooMany", { max: maxColourways, count: refused.count })
            : t(`trade.catalogue.lineSheet.${refused.refused}`)}
        </p>
      ) : null}
      <Form method="post" action={TRADE_CATALOGUE_PATH} reloadDocument className="mt-3">
        {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
        {CATALOGUE_FACETS.map((facet) =>
          query.filters[facet] ? (
            <input key={facet} type="hidden" name={facet} value={query.filters[facet]} />
          ) : null,
        )}
        <SubmitButton busyLabel={t("trade.catalogue.lineSheet.submitting")} tone="secondary">
          {t("trade.catalogue.lineSheet.submit", { count: styles })}
        </SubmitButton>
      </Form>
    </section>
  );
}
