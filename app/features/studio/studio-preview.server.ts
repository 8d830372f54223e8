import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { staffAccess } from "~/features/accounts/index.server";
import { copyPreviewContext } from "~/features/i18n/index.server";
import { factsEdit, factsPreviewContext } from "./company-facts.server";
import {
  COPY_PREVIEW_PARAM,
  COPY_PREVIEW_VALUE,
  FACTS_PREVIEW_PAGE,
  FACTS_PREVIEW_VALUE,
  STUDIO_COMPANY_PATH,
  STUDIO_PAGES_PATH,
} from "./constants";
import { pageAt, pageEdit } from "./page-copy.server";
import { showPreviewIn } from "./preview-language.server";
import type { PreviewedItem } from "./previews";

const previewedContext = createContext<{ item: PreviewedItem; draft: boolean } | null>(null);

const mayEdit = async (request: Request, pattern: string) =>
  (await staffAccess(request.headers.get("Cookie"), pattern)).status === 200;

/** The draft a preview request asks for, set in place for this request, if the member may edit it. */
async function previewOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ item: PreviewedItem; draft: boolean } | undefined> {
  const url = new URL(request.url);
  const asked = url.searchParams.get(COPY_PREVIEW_PARAM);
  if (asked === COPY_PREVIEW_VALUE) {
    const page = pageAt(url.pathname);
    if (!page || !(await mayEdit(request, `${STUDIO_PAGES_PATH}/:page`))) return undefined;
    const edit = await pageEdit(page);
    if (!edit) return undefined;
    context.set(copyPreviewContext, { page, copy: edit.current.published });
    return { item: page, draft: Boolean(edit.draft) };
  }
  if (asked === FACTS_PREVIEW_VALUE && url.pathname === FACTS_PREVIEW_PAGE) {
    if (!(await mayEdit(request, STUDIO_COMPANY_PATH))) return undefined;
    const edit = await factsEdit();
    if (!edit) return undefined;
    context.set(factsPreviewContext, edit.current.published);
    return { item: FACTS_PREVIEW_VALUE, draft: Boolean(edit.draft) };
  }
  return undefined;
}

/**
 * On a public page asked for as a draft's preview (`?preview=draft` for its copy, `/contact?preview=company`
 * for the company's facts) by staff who may edit it: the page is drawn with the draft in place of what is
 * published, for this request only, kept by no cache and by no search engine. Anyone else gets the page as
 * published.
 */
export const studioPreview: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const previewed = await previewOf(request, context);
  if (!previewed) return next();
  context.set(previewedContext, previewed);
  showPreviewIn(request, context);
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/** This request's preview, if it is one (the public layout then says so under the page). */
export function previewed(
  context: Readonly<RouterContextProvider>,
): { item: PreviewedItem; draft: boolean } | undefined {
  return context.get(previewedContext) ?? undefined;
}
