import { about } from "./about";
import { analytics } from "./analytics";
import { brands } from "./brands";
import { contact } from "./contact";
import { distribution } from "./distribution";
import { home } from "./home";
import { layout } from "./layout";
import { pages } from "./pages";
import { photos } from "./photos";
import { retailers } from "./retailers";
import { services } from "./services";
import { studio } from "./studio";
import { tools } from "./tools";
import { trade } from "./trade";
import { whereToBuy } from "./where-to-buy";

/** English is the reference: every other language must have each of its keys. */
export const en = {
  contact,
  layout,
  pages,
  tools,
  home,
  about,
  services,
  distribution,
  photos,
  brands,
  studio,
  retailers,
  whereToBuy,
  analytics,
  trade,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
