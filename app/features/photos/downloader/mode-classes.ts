/*
 * What depends on the Download Mode follows its radio through CSS (`:has()` on the page's `group/downloader`),
 * so the page without scripts shows the words and fields of the mode chosen, as the page with them does.
 * Written out whole: Tailwind finds classes only as literal text.
 */

/** Shown while Photo Download is chosen. */
export const WHILE_PHOTOS = "group-has-[[name=mode][value=sheet]:checked]/downloader:hidden";
/** Shown, inline, while Sheet Creation is chosen. */
export const WHILE_SHEET = "hidden group-has-[[name=mode][value=sheet]:checked]/downloader:inline";
/** Shown, as a block, while Sheet Creation is chosen. */
export const WHILE_SHEET_BLOCK = "hidden group-has-[[name=mode][value=sheet]:checked]/downloader:block";
