import type { Translation } from "../en";
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

export const fr = {
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
} satisfies Translation;
