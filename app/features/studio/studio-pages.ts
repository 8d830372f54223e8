import { LEGAL_DOCUMENTS, LEGAL_PATHS, type LegalDocumentName } from "@content/legal/schema";
import { COPY_PAGES, type CopyPage, PAGE_COPY } from "@content/pages/copy";

// The pages the studio edits and their addresses, on their own: every public page's preview links read them,
// so they carry nothing of the editor.

/**
 * A page whose words the studio edits: a page of the site's copy (home, about…), or a legal page, whose texts
 * are published the same way (decision 229).
 */
export type StudioPage = CopyPage | LegalDocumentName;
export const STUDIO_PAGES: readonly StudioPage[] = [...COPY_PAGES, ...LEGAL_DOCUMENTS];

export function isStudioPage(page: string): page is StudioPage {
  return STUDIO_PAGES.some((known) => known === page);
}

export function isLegalPage(page: string): page is LegalDocumentName {
  return LEGAL_DOCUMENTS.some((known) => known === page);
}

/** A page's public address. */
export function pagePath(page: StudioPage): string {
  return isLegalPage(page) ? LEGAL_PATHS[page] : PAGE_COPY[page].path;
}
