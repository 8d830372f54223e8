import type { Translate } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { tradeFormats } from "../catalogue/trade-formats";
import type { ShortageChoice } from "./cart-rules";
import type { CartLine, EntryOutcome } from "./cart-store.server";

/** A cart line as the cart page shows it: words and money in the buyer's language. */
export interface ShownCartLine {
  gtin: string;
  styleNumber: string;
  itemNumber: string;
  /** "Ines Boot, Black". */
  name: string;
  /** "8 M", or "8" where the scale has no widths. */
  size: string;
  quantity: number;
  casePack: number;
  available: number;
  /** "24 coming Dec 15, 2026"; null when nothing is due. */
  incoming: string | null;
  price: string | null;
  lineTotal: string | null;
  shortage: ShortageChoice | null;
  /** Units over what is available now; 0 when the line is covered. */
  over: number;
}

/** The cart page's lines and totals. */
export interface ShownCart {
  lines: ShownCartLine[];
  units: number;
  subtotal: string;
  /** Lines over what is available with no choice yet: the checkout waits for them. */
  unchosen: number;
  unpriced: number;
}

/** A cart line's SKU in words: "Ines Boot, Black" and "8 M" (or "8" where the scale has no widths). */
export function lineWords(line: CartLine, language: Language): { item: string; size: string } {
  return {
    item: `${line.styleName[language]}, ${line.colourName[language]}`,
    size: line.width ? `${line.size} ${line.width}` : line.size,
  };
}

/** The cart as its page shows it, in `language`. */
export function shownCart(lines: readonly CartLine[], language: Language, t: Translate): ShownCart {
  const format = tradeFormats(language);
  let subtotal = 0;
  const shown = lines.map((line): ShownCartLine => {
    const total = line.priceCents === null ? null : line.priceCents * line.quantity;
    subtotal += total ?? 0;
    const over = Math.max(0, line.quantity - line.available);
    const words = lineWords(line, language);
    return {
      gtin: line.gtin,
      styleNumber: line.styleNumber,
      itemNumber: line.itemNumber,
      name: words.item,
      size: words.size,
      quantity: line.quantity,
      casePack: line.casePack,
      available: line.available,
      incoming: line.incoming
        ? t("trade.cart.incoming", { quantity: line.incoming.quantity, date: format.day(line.incoming.date) })
        : null,
      price: line.priceCents === null ? null : format.money(line.priceCents),
      lineTotal: total === null ? null : format.money(total),
      shortage: line.shortage,
      over,
    };
  });
  return {
    lines: shown,
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: format.money(subtotal),
    unchosen: shown.filter((line) => line.over > 0 && line.shortage === null).length,
    unpriced: shown.filter((line) => line.price === null).length,
  };
}

/**
 * What adding to the cart did, as sentences: how many lines were added, each rounding to whole case packs,
 * and each entry refused. `skuOf` names an entry's SKU (its item and size) when the cart knows it.
 */
export function additionReport(
  outcomes: readonly EntryOutcome[],
  skuOf: (gtin: string) => { item: string; size: string } | undefined,
  t: Translate,
): string[] {
  const added = new Set(
    outcomes.filter((outcome) => outcome.status === "added").map((outcome) => outcome.gtin),
  );
  const sentences = added.size > 0 ? [t("trade.cart.report.added", { count: added.size })] : [];
  for (const outcome of outcomes) {
    if (outcome.status === "added") {
      if (outcome.quantity === outcome.asked) continue;
      const sku = skuOf(outcome.gtin) ?? { item: outcome.gtin, size: "" };
      sentences.push(
        t("trade.cart.report.rounded", {
          ...sku,
          asked: outcome.asked,
          quantity: outcome.quantity,
          casePack: outcome.casePack,
        }),
      );
    } else sentences.push(t(`trade.cart.report.${outcome.status}`, { code: outcome.gtin }));
  }
  return sentences;
}
