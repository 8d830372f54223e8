import {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  FACTS_PREVIEW_PAGE,
  FACTS_PREVIEW_VALUE,
  STUDIO_COMPANY_PATH,
  STUDIO_PAGE_PREVIEW_PATH,
  STUDIO_PAGES_PATH,
} from "./constants";
import type { PreviewWidth } from "./preview-bar";
import { pagePath, type StudioPage } from "./studio-pages";

/** What a preview on a public page shows in place of what is published: a page's words, or the company's facts. */
export type PreviewedItem = StudioPage | typeof FACTS_PREVIEW_VALUE;

/**
 * Where a preview of `item` is seen: at a desktop's width the public page itself with the draft in place, at a
 * phone's the studio's frame around it; and the editor it comes from.
 */
export function previewLinks(item: PreviewedItem) {
  const facts = item === FACTS_PREVIEW_VALUE;
  const path = facts ? FACTS_PREVIEW_PAGE : pagePath(item);
  const page = (language: string) =>
    `${path}?${COPY_PREVIEW_PARAM}=${facts ? FACTS_PREVIEW_VALUE : COPY_PREVIEW_VALUE}&in=${language}`;
  return {
    page,
    address: (next: { in: string; width: PreviewWidth }) =>
      next.width === "phone" ? `${STUDIO_PAGE_PREVIEW_PATH}/${item}?in=${next.in}` : page(next.in),
    editor: facts ? STUDIO_COMPANY_PATH : `${STUDIO_PAGES_PATH}/${item}`,
  };
}
