import type { StringSection } from "~/features/i18n";

/** The home page's sections: hero carousel, logo strip, promotion, brand grid and call to action. */
export const HOME_STRINGS = [
  "home.hero",
  "home.strip",
  "home.promo",
  "home.grid",
  "home.banner",
] as const satisfies readonly StringSection[];

/** The about block, on the home page and on /about. */
export const ABOUT_BLOCK_STRINGS = [
  "about.eyebrow",
  "about.heading",
  "about.intro",
  "about.cards",
] as const satisfies readonly StringSection[];
