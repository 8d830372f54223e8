import { data, redirect } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { type Translate, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  CATALOGUE_FACETS,
  type CatalogueFacet,
  CatalogueFilters,
  CatalogueLineSheet,
  CataloguePages,
  catalogueQuery,
  type FacetChoice,
  isKnownCategory,
  newestFirst,
  StyleCard,
  type StyleCardData,
  seasonName,
  stockStatus,
  TRADE_CATALOGUE_PATH,
  TRADE_LINE_SHEETS_PATH,
  tradeFormats,
} from "~/features/ordering";
import {
  type CatalogueResults,
  catalogueItems,
  recordBuyerAction,
  searchCatalogue,
  skuByBarcode,
} from "~/features/ordering/index.server";
import { LINE_SHEET_MAX_ITEMS } from "~/features/photos";
import { makeLineSheet, photoStore } from "~/features/photos/index.server";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import type { Language } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/trade-catalogue";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const GENDERS = ["women", "men", "kids", "unisex"] as const;
const genderRank = (value: string) => (GENDERS as readonly string[]).indexOf(value);

/** Each filter's values in words, in the order a buyer scans them, each with its count. */
function facetChoices(
  counts: CatalogueResults["counts"],
  selected: Partial<Record<CatalogueFacet, string>>,
  words: { brands: ReadonlyMap<string, string>; t: Translate; language: Language },
): Record<CatalogueFacet, FacetChoice[]> {
  const { brands, t, language } = words;
  const label: Record<CatalogueFacet, (value: string) => string> = {
    brand: (value) => brands.get(value) ?? value,
    season: (value) => seasonName(value, language),
    category: (value) => (isKnownCategory(value) ? t(`trade.catalogue.categories.${value}`) : value),
    gender: (value) => {
      const gender = GENDERS.find((each) => each === value);
      return gender ? t(`trade.catalogue.genders.${gender}`) : value;
    },
  };
  const order: Record<CatalogueFacet, (a: FacetChoice, b: FacetChoice) => number> = {
    brand: (a, b) => a.label.localeCompare(b.label, language),
    season: (a, b) => newestFirst(a.value, b.value),
    category: (a, b) => a.label.localeCompare(b.label, language),
    gender: (a, b) => genderRank(a.value) - genderRank(b.value),
  };
  return Object.fromEntries(
    CATALOGUE_FACETS.map((facet) => {
      const values = new Map(counts[facet]);
      const chosen = selected[facet];
      // A value chosen that nothing matches still shows, with its 0, so the form says what is chosen.
      if (chosen && !values.has(chosen)) values.set(chosen, 0);
      const choices = [...values].map(([value, count]) => ({ value, label: label[facet](value), count }));
      return [facet, choices.sort(order[facet])];
    }),
  ) as Record<CatalogueFacet, FacetChoice[]>;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const language = context.get(languageContext);
  const t = serverT(context);
  const query = catalogueQuery(new URL(request.url).searchParams);
  const db = await database();
  // A scanner types a barcode and Enter: its SKU's style page, the colourway and the cell marked.
  const scanned = query.search ? await skuByBarcode(db, query.search) : undefined;
  if (scanned) {
    const params = new URLSearchParams({ item: scanned.itemNumber, sku: scanned.gtin, code: query.search });
    throw redirect(
      `${TRADE_CATALOGUE_PATH}/${encodeURIComponent(scanned.styleNumber)}?${params}#item-${scanned.itemNumber}`,
    );
  }
  const [results, brands] = await Promise.all([
    searchCatalogue(db, session.customer.number, query, language),
    brandNames(language),
  ]);
  const format = tradeFormats(language);
  const styles: StyleCardData[] = results.styles.map((style) => ({
    styleNumber: style.styleNumber,
    name: style.name[language],
    brand: brands.get(style.brand) ?? style.brand,
    season: seasonName(style.season, language),
    msrp: format.money(style.msrpCents),
    colourways: style.colourways.map((colourway) => {
      const status = stockStatus({
        ats: colourway.ats,
        incoming: colourway.nextReceipt ? { quantity: 1, date: colourway.nextReceipt } : null,
      });
      const stock =
        colourway.ats > 0
          ? t("trade.catalogue.available", { count: colourway.ats })
          : colourway.nextReceipt
            ? t("trade.catalogue.incomingOn", { date: format.day(colourway.nextReceipt) })
            : t("trade.catalogue.soldOut");
      return {
        itemNumber: colourway.itemNumber,
        colour: colourway.colourName[language],
        price: colourway.price && format.range(colourway.price),
        stock,
        status,
      };
    }),
  }));
  return {
    seo: pageSeo(context, request, {
      title: t("trade.catalogue.title"),
      description: t("trade.catalogue.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.catalogue", "trade.style"]),
    query,
    barcodeUnknown: /^\d{8,14}$/.test(query.search),
    choices: facetChoices(results.counts, query.filters, { brands, t, language }),
    total: results.total,
    page: results.page,
    pages: results.pages,
    styles,
  };
}

/**
 * POST: a line sheet of every style the posted filters show, with the buyer's customer's prices (issue 50 §5),
 * made as staff make one and downloaded at once (a redirect to its PDF, which leaves this page in place); or
 * why not, on this page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const form = await readStaffForm(request);
  const query = catalogueQuery(form);
  const items = await catalogueItems(await database(), query);
  const refuse = (
    lineSheet: { refused: "empty" | "tooMany" | "unavailable"; count: number },
    status: number,
  ) => data({ lineSheet }, { status });
  if (items.length === 0) return refuse({ refused: "empty", count: 0 }, 400);
  const made = await makeLineSheet(
    {
      range: { items },
      language: context.get(languageContext),
      manager: "",
      customer: session.customer.number,
    },
    photoStore(),
    request.signal,
  );
  if (made.outcome === "tooMany") return refuse({ refused: "tooMany", count: made.count }, 413);
  if (made.outcome === "empty") return refuse({ refused: "empty", count: 0 }, 404);
  if (made.outcome === "unavailable") return refuse({ refused: "unavailable", count: 0 }, 503);
  await recordBuyerAction(
    { audience: "buyer", id: session.buyer.id, client: context.get(clientAddressContext) },
    "lineSheetMade",
    made.id,
    { customer: session.customer.number, items: String(made.items) },
  );
  throw redirect(`${TRADE_LINE_SHEETS_PATH}/${made.id}`, 303);
}

export default function TradeCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, choices, total, page, pages, styles, barcodeUnknown } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("trade.catalogue.heading")}</h1>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <CatalogueFilters query={query} choices={choices} />
        </aside>
        <section aria-labelledby="results-count" className="flex flex-col gap-4">
          <p id="results-count" role="status" className="font-semibold text-ink">
            {t("trade.catalogue.count", { count: total })}
          </p>
          {barcodeUnknown ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              {t("trade.catalogue.barcodeUnknown", { code: query.search })}
            </p>
          ) : null}
          {styles.length === 0 ? (
            <p className="text-ink">{t("trade.catalogue.empty")}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2 xl:grid-cols-3">
              {styles.map((style, index) => (
                <StyleCard key={style.styleNumber} style={style} eager={index < 2} />
              ))}
            </ul>
          )}
          <CataloguePages query={query} page={page} pages={pages} />
          {total > 0 ? (
            <CatalogueLineSheet
              query={query}
              styles={total}
              refused={actionData?.lineSheet}
              maxColourways={LINE_SHEET_MAX_ITEMS}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
