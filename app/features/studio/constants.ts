import { STUDIO_PATH } from "~/features/tools";

/** Followed by a brand's id: its editor; its history adds `/history`. */
export const STUDIO_BRANDS_PATH = `${STUDIO_PATH}/brands`;
/** Followed by a brand's id: its draft as a visitor would see it. */
export const STUDIO_PREVIEW_PATH = `${STUDIO_PATH}/preview/brands`;

/** A publication's note, as its history lists it. */
export const PUBLICATION_NOTE_MAX_LENGTH = 200;

/**
 * A brand's editor form, URL-encoded: both languages' texts at their longest (some 15,000 characters) with
 * room for the encoding of accented letters. Anything larger is refused unread.
 */
export const STUDIO_FORM_LIMIT_BYTES = 160 * 1024;
