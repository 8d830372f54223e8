import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { TRADE_CATALOGUE_PATH } from "../buyers/constants";
import { type StyleCard as Card, catalogueImagePath } from "./catalogue-view";
import { StockBadge } from "./stock-badge";

/**
 * One style in the results: its first colourway's photo, names and numbers, then each colourway with the
 * buyer's price and what it has to sell. The whole card's title links to the style's page.
 */
export function StyleCard({ style, eager }: { style: Card; eager: boolean }) {
  const { t } = useTranslation();
  const first = style.colourways[0];
  const href = `${TRADE_CATALOGUE_PATH}/${encodeURIComponent(style.styleNumber)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {first ? (
        <img
          src={catalogueImagePath(first.itemNumber, "card")}
          alt={t("trade.catalogue.photoOf", { name: style.name, colour: first.colour })}
          width={480}
          height={480}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-contain"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{style.brand}</p>
        <h2 className="text-lg leading-snug font-bold text-ink">
          <Link to={href} className="rounded hover:underline">
            {style.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {t("trade.style.styleNumber", { number: style.styleNumber })} · {style.season}
        </p>
        <ul className="mt-1 flex flex-col gap-2">
          {style.colourways.map((colourway) => (
            <li
              key={colourway.itemNumber}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm"
            >
              <span className="font-medium text-ink">{colourway.colour}</span>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">
                  {colourway.price ?? t("trade.catalogue.noPrice")}
                </span>
                <StockBadge status={colourway.status} text={colourway.stock} />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-2 text-sm text-muted">
          {t("trade.catalogue.msrp")} {style.msrp}
        </p>
      </div>
    </li>
  );
}
