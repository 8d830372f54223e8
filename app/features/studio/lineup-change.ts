import type { BrandLineup } from "@content/brands/lineup";

/** One change to the brand line-up; each is a publication of its own. */
export type LineupChange =
  | { change: "moveUp" | "moveDown" | "show" | "hide" | "restore"; brand: string }
  | { change: "retire"; brand: string; replacement?: string };

export type LineupOutcome =
  | { outcome: "changed"; revision: number }
  /** The brand is not where the change needs it (listed, or retired for `restore`), or nothing would change. */
  | { outcome: "unchanged" }
  /** The last listed brand stays: the site always lists one. */
  | { outcome: "lastBrand" }
  /** A replacement must be another brand the site lists. */
  | { outcome: "badReplacement" };

/** The line-up after `change`, or why there is none. */
export function lineupAfter(
  lineup: BrandLineup,
  change: LineupChange,
): BrandLineup | Exclude<LineupOutcome, { outcome: "changed" }> {
  const { listed, retired } = lineup;
  const at = listed.findIndex((brand) => brand.id === change.brand);
  if (change.change === "restore") {
    const gone = retired.find((brand) => brand.id === change.brand);
    if (!gone) return { outcome: "unchanged" };
    return {
      listed: [...listed, { id: gone.id, shown: true }],
      retired: retired.filter((brand) => brand !== gone),
    };
  }
  const brand = listed[at];
  if (!brand) return { outcome: "unchanged" };
  switch (change.change) {
    case "moveUp":
    case "moveDown": {
      const to = change.change === "moveUp" ? at - 1 : at + 1;
      const other = listed[to];
      if (!other) return { outcome: "unchanged" };
      const order = [...listed];
      order[to] = brand;
      order[at] = other;
      return { listed: order, retired };
    }
    case "show":
    case "hide": {
      const shown = change.change === "show";
      if (brand.shown === shown) return { outcome: "unchanged" };
      return { listed: listed.map((each) => (each === brand ? { ...each, shown } : each)), retired };
    }
    case "retire": {
      if (listed.length === 1) return { outcome: "lastBrand" };
      const { replacement } = change;
      if (
        replacement !== undefined &&
        (replacement === brand.id || !listed.some((each) => each.id === replacement))
      )
        return { outcome: "badReplacement" };
      return {
        listed: listed.filter((each) => each !== brand),
        retired: [...retired, replacement === undefined ? { id: brand.id } : { id: brand.id, replacement }],
      };
    }
  }
}
