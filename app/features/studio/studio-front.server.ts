import { brandSummaries } from "~/features/brands/index.server";
import type { Translate } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { brandStates, newBrands } from "./brand-editing.server";
import type { ItemState } from "./item-editing.server";
import { pageStates } from "./page-copy.server";
import { STUDIO_PAGES } from "./studio-pages";

/** An item's live revision as the front page lists it; none for a page still in the site's own words. */
function liveOf(state: ItemState | undefined, when: (at: number) => string) {
  return state && state.number > 0 ? { revision: state.number, at: when(state.at), by: state.by } : null;
}

function draftOf(state: ItemState | undefined, when: (at: number) => string) {
  return state?.draft ? { by: state.draft.by, at: when(state.draft.at) } : null;
}

/** Each page whose words staff edit, with what is live and whether a draft waits. */
async function pagesList(when: (at: number) => string) {
  const states = await pageStates();
  return STUDIO_PAGES.map((page) => ({
    id: page,
    live: liveOf(states.get(page), when),
    draft: draftOf(states.get(page), when),
  }));
}

/**
 * What the studio's front page lists, in `language` with moments as `when` shows them: the site's pages, every
 * published brand, and the new brands not yet published.
 */
export async function studioFront(language: Language, when: (at: number) => string, t: Translate) {
  const states = await brandStates();
  const brands = (await brandSummaries(language)).map(({ id, name }) => {
    const state = states.get(id);
    return { id, name, live: liveOf(state, when), draft: draftOf(state, when) };
  });
  return {
    pages: await pagesList(when),
    brands,
    unpublished: (await newBrands()).map((brand) => ({
      id: brand.id,
      name: brand.names[language],
      drafted: t("studio.newBrand.draftedBy", { when: when(brand.at), name: brand.by ?? "—" }),
    })),
  };
}
