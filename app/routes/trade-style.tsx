import { data } from "react-router";
import { brandNames } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  catalogueImagePath,
  isFootwearScale,
  isKnownCategory,
  LOW_STOCK_UNITS,
  type ShownGrid,
  SizeGrid,
  seasonName,
  TRADE_CART_PATH,
  TRADE_CATALOGUE_PATH,
  tradeFormats,
} from "~/features/ordering";
import { styleSheet } from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/trade-style";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const language = context.get(languageContext);
  const t = serverT(context);
  const db = await database();
  const sheet = await styleSheet(db, session.customer.number, params.styleNumber);
  if (!sheet) {
    throw data(
      {
        seo: pageSeo(context, request, { title: t("trade.style.notFound"), description: "", noindex: true }),
        strings: stringsFor(context, ["trade.style"]),
      },
      { status: 404 },
    );
  }
  const url = new URL(request.url);
  const scanned = {
    gtin: url.searchParams.get("sku") ?? undefined,
    code: url.searchParams.get("code") ?? "",
  };
  const format = tradeFormats(language);
  const footwear = isFootwearScale(sheet.sizeScale);
  const colourways = sheet.colourways.map((colourway) => {
    const varies = colourway.price !== null && colourway.price.low !== colourway.price.high;
    const packs = new Set(colourway.cells.flat().flatMap((cell) => (cell ? [cell.casePack] : [])));
    const next = colourway.cells
      .flat()
      .flatMap((cell) => (cell?.incoming ? [cell.incoming] : []))
      .sort((a, b) => a.date.localeCompare(b.date))[0];
    const grid: ShownGrid = {
      itemNumber: colourway.itemNumber,
      colour: colourway.colourName[language],
      sizes: colourway.sizes,
      widths: colourway.widths,
      cells: colourway.cells.map((row) =>
        row.map((cell) => {
          if (!cell) return null;
          const note =
            cell.status === "incoming" && cell.incoming
              ? t("trade.style.cellIncoming", {
                  quantity: cell.incoming.quantity,
                  date: format.day(cell.incoming.date),
                })
              : t(`trade.style.statuses.${cell.status}`);
          return {
            gtin: cell.gtin,
            ats: cell.ats,
            status: cell.status,
            note,
            price: varies && cell.priceCents !== null ? format.money(cell.priceCents) : null,
            priceCents: cell.priceCents,
          };
        }),
      ),
    };
    const scannedCell = colourway.cells.flat().find((cell) => cell && cell.gtin === scanned.gtin);
    const scannedAt = scannedCell
      ? colourway.widths.flatMap((width, row) =>
          colourway.sizes.flatMap((size, column) =>
            colourway.cells[row]?.[column]?.gtin === scanned.gtin ? [{ size, width }] : [],
          ),
        )[0]
      : undefined;
    return {
      itemNumber: colourway.itemNumber,
      colour: colourway.colourName[language],
      price: colourway.price && (varies ? null : format.money(colourway.price.low)),
      priceRange:
        varies && colourway.price
          ? { low: format.money(colourway.price.low), high: format.money(colourway.price.high) }
          : null,
      casePack: packs.size === 1 ? ([...packs][0] ?? 1) : null,
      next: next ? { quantity: next.quantity, date: format.day(next.date) } : null,
      scanned: scannedAt && { code: scanned.code, size: scannedAt.size, width: scannedAt.width },
      // "P12: 12 units, M 6–9: 1-2-2-2-2-2-1"
      gridPrepacks: colourway.prepacks.map(({ code, cells }) => ({ code, cells })),
      prepacks: colourway.prepacks.map((prepack) =>
        t("trade.style.prepack", {
          code: prepack.code,
          count: prepack.units,
          runs: prepack.runs
            .map(({ width, sizes, ratio }) => {
              const span = sizes.length > 1 ? `${sizes[0]}–${sizes.at(-1)}` : (sizes[0] ?? "");
              return `${width ? `${width} ` : ""}${span}${language === "fr" ? "\u00a0:" : ":"} ${ratio.join("-")}`;
            })
            .join("; "),
        }),
      ),
      grid,
    };
  });
  const brands = await brandNames(language);
  const name = sheet.name[language];
  return {
    seo: pageSeo(context, request, {
      title: name,
      description: t("trade.catalogue.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.style", "trade.catalogue"]),
    style: {
      styleNumber: sheet.styleNumber,
      name,
      brand: brands.get(sheet.brand) ?? sheet.brand,
      season: seasonName(sheet.season, language),
      category: isKnownCategory(sheet.category)
        ? t(`trade.catalogue.categories.${sheet.category}`)
        : sheet.category,
      description: sheet.description[language],
      materials: sheet.materials[language],
      msrp: format.money(sheet.msrpCents),
    },
    sizeWord: footwear ? t("trade.style.size") : t("trade.style.sizeApparel"),
    colourways,
    scannedGtin: scanned.gtin,
  };
}

export default function TradeStyle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { style, colourways, sizeWord, scannedGtin } = loaderData;
  return (
    <article className="flex flex-col gap-6">
      <p>
        <Link to={TRADE_CATALOGUE_PATH} className="font-semibold text-brand underline underline-offset-2">
          ← {t("trade.style.back")}
        </Link>
      </p>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{style.brand}</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{style.name}</h1>
        <p className="text-muted">
          {t("trade.style.styleNumber", { number: style.styleNumber })} · {style.season} · {style.category}
        </p>
        <p className="text-ink">
          {t("trade.catalogue.msrp")} <span className="font-semibold">{style.msrp}</span>
        </p>
        {style.description ? <p className="max-w-prose text-ink">{style.description}</p> : null}
        {style.materials ? (
          <p className="text-ink">
            <span className="font-semibold">{t("trade.style.materials")}</span> {style.materials}
          </p>
        ) : null}
        <p className="text-sm text-muted">{t("trade.style.legend", { units: LOW_STOCK_UNITS })}</p>
      </header>
      <h2 className="sr-only">{t("trade.style.colourways")}</h2>
      <p className="text-ink">{t("trade.style.orderHint")}</p>
      <Form method="post" action={TRADE_CART_PATH} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="add" />
        {colourways.map((colourway, index) => (
          <section
            key={colourway.itemNumber}
            id={`item-${colourway.itemNumber}`}
            aria-labelledby={`item-${colourway.itemNumber}-heading`}
            className="grid scroll-mt-4 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
          >
            <img
              src={catalogueImagePath(colourway.itemNumber, "large")}
              srcSet={`${catalogueImagePath(colourway.itemNumber, "card")} 480w, ${catalogueImagePath(colourway.itemNumber, "large")} 1200w`}
              sizes="(min-width: 768px) 18rem, 100vw"
              alt={t("trade.catalogue.photoOf", { name: style.name, colour: colourway.colour })}
              width={1200}
              height={1200}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
              className="aspect-square w-full rounded-xl bg-slate-100 object-contain"
            />
            <div className="flex min-w-0 flex-col gap-3">
              <h3 id={`item-${colourway.itemNumber}-heading`} className="text-xl font-bold text-ink">
                {t("trade.style.colourway", { colour: colourway.colour, item: colourway.itemNumber })}
              </h3>
              {colourway.scanned ? (
                <p role="status" className="rounded-lg border border-brand/40 bg-brand-light p-2 text-ink">
                  {t("trade.style.scanned", {
                    code: colourway.scanned.code,
                    size: colourway.scanned.size,
                    width: colourway.scanned.width ? ` ${colourway.scanned.width}` : "",
                  })}
                </p>
              ) : null}
              <p className="text-ink">
                {colourway.priceRange ? (
                  t("trade.style.pricePerSize", colourway.priceRange)
                ) : (
                  <>
                    {t("trade.catalogue.yourPrice")}{" "}
                    <span className="text-lg font-bold">
                      {colourway.price ?? t("trade.catalogue.noPrice")}
                    </span>
                  </>
                )}
              </p>
              {colourway.next ? (
                <p className="text-ink">{t("trade.style.nextIncoming", colourway.next)}</p>
              ) : null}
              {colourway.casePack && colourway.casePack > 1 ? (
                <p className="text-ink">{t("trade.style.casePack", { count: colourway.casePack })}</p>
              ) : null}
              <SizeGrid
                grid={colourway.grid}
                sizeWord={sizeWord}
                scannedGtin={scannedGtin}
                prepacks={colourway.gridPrepacks}
                ordering
              />
              <p>
                <SubmitButton>{t("trade.style.addToCart")}</SubmitButton>
              </p>
              {colourway.prepacks.length > 0 ? (
                <div>
                  <h4 className="font-semibold text-ink">{t("trade.style.prepacks")}</h4>
                  <ul className="mt-1 list-disc pl-5 text-ink">
                    {colourway.prepacks.map((prepack) => (
                      <li key={prepack}>{prepack}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </section>
        ))}
      </Form>
    </article>
  );
}
