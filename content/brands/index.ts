import { aquatalia } from "./aquatalia.ts";
import { aquatherm } from "./aquatherm.ts";
import { badgleyMischka } from "./badgley-mischka.ts";
import { boc } from "./boc.ts";
import { born } from "./born.ts";
import { calvinKlein } from "./calvin-klein.ts";
import { dockers } from "./dockers.ts";
import { gentleSouls } from "./gentle-souls.ts";
import { jambu } from "./jambu.ts";
import { jbGoodhue } from "./jb-goodhue.ts";
import { jbuByJambu } from "./jbu-by-jambu.ts";
import { jewelBadgleyMischka } from "./jewel-badgley-mischka.ts";
import { joybees } from "./joybees.ts";
import { kennethColeNewYork } from "./kenneth-cole-new-york.ts";
import { kennethColeReaction } from "./kenneth-cole-reaction.ts";
import { merrellKids } from "./merrell-kids.ts";
import { nurseMates } from "./nurse-mates.ts";
import { prospectorPro } from "./prospector-pro.ts";
import { santana } from "./santana.ts";
import { sauconyKids } from "./saucony-kids.ts";
import type { BrandContent } from "./schema.ts";
import { strideRite } from "./stride-rite.ts";
import { tommyHilfiger } from "./tommy-hilfiger.ts";

/** Every brand's content, in the site's order (that of `BRAND_REGISTRY`). */
export const BRANDS: readonly BrandContent[] = [
  aquatalia,
  aquatherm,
  badgleyMischka,
  boc,
  born,
  calvinKlein,
  dockers,
  gentleSouls,
  jambu,
  jbuByJambu,
  jbGoodhue,
  jewelBadgleyMischka,
  joybees,
  kennethColeNewYork,
  kennethColeReaction,
  merrellKids,
  nurseMates,
  prospectorPro,
  santana,
  sauconyKids,
  strideRite,
  tommyHilfiger,
];
